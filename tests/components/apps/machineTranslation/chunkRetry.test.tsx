// A tab's chunk that failed to arrive (a phone's network gone for a moment) loads on Try again, without a
// reload: the tool's retry must not meet a lazy component that keeps the first failure for good.
import { screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { manifest } from '../../../../src/apps/machineTranslation/manifest';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool } from '../../../support/renderTool';

useFixtureServer();

// Test files share a worker's modules (vitest.config.ts isolate: false): another file may have loaded the
// tab already. A fresh registry makes this file's tool fetch the tab itself.
const network = vi.hoisted(() => {
  vi.resetModules();
  return { down: false };
});
// While the network is down, the Text tab's chunk fails as a browser's import() of a lost chunk does.
vi.mock('../../../../src/apps/machineTranslation/text/TextTranslation', async (importOriginal) => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

// And the next file in this worker starts from a fresh registry too, not from this file's mocked modules.
afterAll(() => {
  vi.resetModules();
});

afterEach(() => {
  network.down = false;
});

describe('AI Translation after a failed chunk', () => {
  it('Try again loads the Text tab once the network is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network.down = true;
    const { user } = await renderTool(manifest, '/machineTranslation/textTranslation', { as: 'client' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    network.down = false;
    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Translate' })).toBeInTheDocument();
  });
});
