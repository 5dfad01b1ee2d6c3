// A tool's inner chunk that failed to arrive (a phone's network gone for a moment) loads on Try again,
// without a reload, in Coupa (its create-quote page) and Create request (a visitor's e-mail step).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manifest as coupa } from '../../../src/apps/coupa/manifest';
import { manifest as createProject } from '../../../src/apps/createProject/manifest';
import { COUPA_REQUEST_KEY } from '../../../src/platform/flows/coupa';
import { useFixtureServer } from '../../support/fixtureServer';
import { renderTool } from '../../support/renderTool';

useFixtureServer();

// This file mocks modules: it runs in a registry of its own (vitest.config.ts, *.isolated.test.tsx).
const network = vi.hoisted(() => ({ down: new Set<string>() }));
const lost = () => new TypeError('Failed to fetch dynamically imported module');
// While a chunk's network is down, it fails as a browser's import() of a lost chunk does.
vi.mock('../../../src/apps/coupa/CoupaCreateQuote', async (importOriginal) => {
  if (network.down.has('createQuote')) throw lost();
  return importOriginal();
});
vi.mock('../../../src/apps/createProject/entry/EmailStep', async (importOriginal) => {
  if (network.down.has('emailStep')) throw lost();
  return importOriginal();
});

afterEach(() => network.down.clear());

describe('a tool after a failed chunk', () => {
  it('Coupa: Try again loads the create-quote page once the network is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network.down.add('createQuote');
    const { user } = await renderTool(coupa, '/coupa/createQuote', {
      as: 'coupa',
      sessionStorage: { [COUPA_REQUEST_KEY]: 'po-1001' },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 });
    network.down.clear();
    await user.click(retry);
    expect(await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it("Create request: Try again loads a visitor's e-mail step once the network is back", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network.down.add('emailStep');
    const { user } = await renderTool(createProject, '/createProject');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 });
    network.down.clear();
    await user.click(retry);
    expect(await screen.findByRole('textbox', { name: /^Email/ }, { timeout: 8000 })).toBeInTheDocument();
  });
});
