// The shell's own lazy parts (every page but the home, the sign-in page) whose chunk failed to arrive (a
// phone's network gone for a moment): the header stays, the page offers Try again, and Try again loads it.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFixtureServer } from '../../support/fixtureServer';
import { renderShell } from '../../support/renderTool';
import { COMMON_MESSAGES } from '../../../src/platform/http/catalogue';

useFixtureServer();

// This file mocks modules: it runs in a registry of its own (vitest.config.ts, *.isolated.test.tsx).
const network = vi.hoisted(() => ({ down: new Set<string>(), errorPageFetches: 0 }));
const lost = () => new TypeError('Failed to fetch dynamically imported module');
// While a chunk's network is down, it fails as a browser's import() of a lost chunk does.
vi.mock('../../../src/shell/routing/OtherRoutes', async (importOriginal) => {
  if (network.down.has('routes')) throw lost();
  return importOriginal();
});
vi.mock('../../../src/shell/routing/RouteFailurePage', async (importOriginal) => {
  network.errorPageFetches++;
  if (network.down.has('failurePage')) throw lost();
  return importOriginal();
});
vi.mock('../../../src/shell/auth/SignInPage', async (importOriginal) => {
  if (network.down.has('signIn')) throw lost();
  return importOriginal();
});

afterEach(() => network.down.clear());

describe("the shell's lazy pages after a failed chunk", () => {
  it('the routes chunk: Try again under the header, then the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The error page's own chunk lost as well: its words and Try again still show.
    network.down.add('routes').add('failurePage');
    const { user } = await renderShell('/nowhere/at/all');
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMON_MESSAGES.network);
    network.down.delete('failurePage');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // What the user can act on, not the browser's text naming a file. The error page's modules are compiled
    // on this first use: on a loaded machine that can take longer than a usual wait.
    expect(
      await screen.findByRole('heading', { level: 1, name: COMMON_MESSAGES.oops }, { timeout: 45_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(COMMON_MESSAGES.network)).toBeInTheDocument();
    expect(screen.queryByText(/dynamically imported module/)).toBeNull();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    network.down.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    // Once per failure of the page: a lost error page is not fetched again and again while the page waits.
    expect(network.errorPageFetches).toBe(2);
  });

  it('the sign-in page: Try again under the header, then the form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network.down.add('signIn');
    const { user } = await renderShell('/signIn');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    network.down.clear();
    await user.click(retry);
    expect(await screen.findByLabelText(/Username/)).toBeInTheDocument();
  });
});
