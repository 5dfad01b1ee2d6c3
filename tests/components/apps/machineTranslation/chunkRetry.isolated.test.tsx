// A tab's chunk that failed to arrive (a phone's network gone for a moment) loads on Try again, without a
// reload: the tool's retry must not meet a lazy component that keeps the first failure for good.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manifest } from '../../../../src/apps/machineTranslation/manifest';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool } from '../../../support/renderTool';

useFixtureServer();

// This file mocks modules: it runs in a registry of its own (vitest.config.ts, *.isolated.test.tsx).
const network = vi.hoisted(() => ({ down: false }));
// While the network is down, the Text tab's chunk fails as a browser's import() of a lost chunk does.
vi.mock('../../../../src/apps/machineTranslation/text/TextTranslation', async (importOriginal) => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
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
