import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROVIDER_CONTACTS } from '../../../src/platform/locale/contacts';
import { DEFAULT_CONFIG } from '../../../src/platform/config/runtimeConfig';
import { branchStateAtom } from '../../../src/platform/react/locale';
import { platformStore } from '../../../src/platform/react/platformStore';
import { useFixtureServer } from '../../support/fixtureServer';
import { renderShell } from '../../support/renderTool';

const fixtures = useFixtureServer();

const footer = () => within(screen.getByRole('contentinfo'));
/** The seeded branch (fixtures/data/branches.ts). */
const branch = (id: string) => fixtures.backend.ctx.state.branches.find((candidate) => candidate.id === id)!;
/** The branch ids the page looked up, in order. */
const lookups = () =>
  fixtures.backend
    .journal()
    .filter((entry) => entry.path.startsWith('/api/v1/branches/'))
    .map((entry) => entry.path.split('/').pop());
/** The shell has the lookup's outcome for this branch (answer or failure). */
const settled = (branchId: string) =>
  waitFor(() => {
    const state = platformStore.get(branchStateAtom);
    expect(state.branchId === branchId && !state.isLoading).toBe(true);
  });

describe('branch segment', () => {
  it('is removed from the URL (replace, not push) when there is no such branch', async () => {
    const before = window.history.length;
    await renderShell('/b-gone/consoleHelp?x=1');
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/consoleHelp?x=1'),
    );
    expect(window.history.length).toBe(before);
    expect(await screen.findByRole('heading', { name: 'Help & FAQ' })).toBeInTheDocument();
  });

  it.each([400, 500])('is removed from the URL when the lookup answers %i', async (status) => {
    fixtures.backend.injectFault({ method: 'GET', path: '/api/v1/branches/b-east', status, body: {} });
    await renderShell('/b-east/consoleHelp?x=1');
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/consoleHelp?x=1'),
    );
  });

  it('is kept when the lookup never got an answer', async () => {
    fixtures.backend.injectFault({ method: 'GET', path: '/api/v1/branches/b-east', networkError: true });
    await renderShell('/b-east/consoleHelp');
    expect(await screen.findByRole('heading', { name: 'Help & FAQ' })).toBeInTheDocument();
    await settled('b-east');
    expect(window.location.pathname).toBe('/b-east/consoleHelp');
  });

  it("fills the footer with the branch's contacts", async () => {
    const west = branch('b-west');
    await renderShell('/b-west');
    expect(await footer().findByRole('link', { name: west.supportEmail! })).toHaveAttribute(
      'href',
      `mailto:${west.supportEmail}`,
    );
    expect(footer().getByRole('link', { name: west.phoneNumber! })).toHaveAttribute(
      'href',
      `tel:${west.phoneNumber!.replace(/[^+\d]/g, '')}`,
    );
    expect(footer().getByText(PROVIDER_CONTACTS.US.address.lines[0])).toBeInTheDocument();
  });

  it('shows the UK variant for uk and en-gb, with its contacts and the UK postal address', async () => {
    const uk = await renderShell('/uk');
    expect(await footer().findByRole('link', { name: branch('uk').supportEmail! })).toBeInTheDocument();
    expect(footer().getByText(PROVIDER_CONTACTS.UK.address.lines[1])).toBeInTheDocument();
    expect(footer().getByText('United Kingdom')).toBeInTheDocument();
    expect(footer().queryByText(PROVIDER_CONTACTS.US.supportEmail)).toBeNull();
    uk.unmount();

    // en-gb is no seeded branch: the lookup fails, and the segment still chooses the UK variant.
    await renderShell('/en-gb/consoleHelp');
    expect(await footer().findByText(PROVIDER_CONTACTS.UK.phoneNumber)).toBeInTheDocument();
    await settled('en-gb');
    expect(window.location.pathname).toBe('/en-gb/consoleHelp');
    expect(footer().getByText('United Kingdom')).toBeInTheDocument();
  });

  describe('an unknown path (a first segment that is not followed by the home or a known route)', () => {
    it.each(['/foo/bar', '/b-east/nope/x', '/b-east/b-west/consoleHelp'])(
      'shows Page not found at %s, keeps the address and looks up no branch',
      async (path) => {
        await renderShell(path);
        expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
        expect(window.location.pathname).toBe(path);
        // No branch segment is read from an unknown path (decided at render, before any lookup).
        expect(platformStore.get(branchStateAtom).branchId).toBeUndefined();
        expect(lookups()).toEqual([]);
      },
    );

    it('is still a branch before the home: a failed lookup leaves the home', async () => {
      await renderShell('/b-gone');
      await waitFor(() => expect(window.location.pathname).toBe('/'));
      expect(lookups()).toEqual(['b-gone']);
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    });

    it('keeps the UK variant in front of an unknown page', async () => {
      await renderShell('/uk/nope');
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(footer().getByText('United Kingdom')).toBeInTheDocument();
      expect(window.location.pathname).toBe('/uk/nope');
    });

    it("reads the product name's Connect route as a route after a branch", async () => {
      await renderShell('/b-east/acmeConnect', { config: { ...DEFAULT_CONFIG, productName: 'acme' } });
      expect(await screen.findByRole('heading', { level: 1, name: 'acme Connect' })).toBeInTheDocument();
      expect(await footer().findByRole('link', { name: branch('b-east').supportEmail! })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/b-east/acmeConnect');
    });
  });

  it('uses the US defaults without a branch segment', async () => {
    await renderShell('/');
    expect(footer().getByRole('link', { name: PROVIDER_CONTACTS.US.supportEmail })).toBeInTheDocument();
    expect(footer().getByText(PROVIDER_CONTACTS.US.phoneNumber)).toBeInTheDocument();
    expect(footer().getByText(/All rights reserved/)).toBeInTheDocument();
  });
});
