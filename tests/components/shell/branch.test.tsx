import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROVIDER_CONTACTS } from '../../../src/platform/locale/contacts';
import { useMswServer } from '../../support/msw';
import { API, renderShell, resetPlatform, TEST_CONFIG } from './support/harness';

const server = useMswServer();
beforeEach(resetPlatform);

const footer = () => within(screen.getByRole('contentinfo'));

describe('branch segment', () => {
  it.each([404, 400, 500])(
    'is removed from the URL (replace, not push) when the lookup answers %i',
    async (status) => {
      server.use(
        http.get(`${API}/branches/b-gone`, () => HttpResponse.json({ message: 'nope' }, { status })),
      );
      const before = window.history.length;
      renderShell('/b-gone/consoleHelp?x=1');
      await waitFor(() =>
        expect(`${window.location.pathname}${window.location.search}`).toBe('/consoleHelp?x=1'),
      );
      expect(window.history.length).toBe(before);
      expect(await screen.findByRole('heading', { name: 'Help & FAQ' })).toBeInTheDocument();
    },
  );

  it('is kept when the lookup never got an answer', async () => {
    server.use(http.get(`${API}/branches/b-east`, () => HttpResponse.error()));
    renderShell('/b-east/consoleHelp');
    expect(await screen.findByRole('heading', { name: 'Help & FAQ' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.location.pathname).toBe('/b-east/consoleHelp');
  });

  it("fills the footer with the branch's contacts", async () => {
    server.use(
      http.get(`${API}/branches/b-west`, () =>
        HttpResponse.json({ supportEmail: 'west@llts.example', phoneNumber: '+1 (415) 555-0199' }),
      ),
    );
    renderShell('/b-west');
    expect(await footer().findByRole('link', { name: 'west@llts.example' })).toHaveAttribute(
      'href',
      'mailto:west@llts.example',
    );
    expect(footer().getByRole('link', { name: '+1 (415) 555-0199' })).toHaveAttribute(
      'href',
      'tel:+14155550199',
    );
    expect(footer().getByText(PROVIDER_CONTACTS.US.address.lines[0])).toBeInTheDocument();
  });

  it('shows the UK variant for uk and en-gb, with its own contacts and postal address', async () => {
    server.use(
      http.get(`${API}/branches/uk`, () => HttpResponse.json({ supportEmail: null, phoneNumber: null })),
      http.get(`${API}/branches/en-gb`, () => HttpResponse.json({})),
    );
    const uk = renderShell('/uk');
    expect(
      await footer().findByRole('link', { name: PROVIDER_CONTACTS.UK.supportEmail }),
    ).toBeInTheDocument();
    expect(footer().getByText(PROVIDER_CONTACTS.UK.address.lines[1])).toBeInTheDocument();
    expect(footer().getByText('United Kingdom')).toBeInTheDocument();
    expect(footer().queryByText(PROVIDER_CONTACTS.US.supportEmail)).toBeNull();
    uk.unmount();

    renderShell('/en-gb/consoleHelp');
    expect(await footer().findByText(PROVIDER_CONTACTS.UK.phoneNumber)).toBeInTheDocument();
  });

  it('keeps a UK locale segment whose branch lookup fails: it still chooses the UK variant', async () => {
    server.use(
      http.get(`${API}/branches/en-gb`, () => HttpResponse.json({ message: 'nope' }, { status: 404 })),
    );
    renderShell('/en-gb/consoleHelp');
    expect(await footer().findByText(PROVIDER_CONTACTS.UK.phoneNumber)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.location.pathname).toBe('/en-gb/consoleHelp');
    expect(footer().getByText('United Kingdom')).toBeInTheDocument();
  });

  describe('an unknown path (a first segment that is not followed by the home or a known route)', () => {
    /** Every branch lookup fails, and is recorded: none should be made for an unknown path. */
    function noBranches() {
      const looked: string[] = [];
      server.use(
        http.get(`${API}/branches/:id`, ({ params }) => {
          looked.push(String(params.id));
          return HttpResponse.json({ message: 'nope' }, { status: 404 });
        }),
      );
      return looked;
    }

    it.each(['/foo/bar', '/b-east/nope/x', '/b-east/b-west/consoleHelp'])(
      'shows Page not found at %s and keeps the address',
      async (path) => {
        const looked = noBranches();
        renderShell(path);
        expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(window.location.pathname).toBe(path);
        expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
        expect(looked).toEqual([]);
      },
    );

    it('is still a branch before the home: a failed lookup leaves the home', async () => {
      const looked = noBranches();
      renderShell('/b-gone');
      await waitFor(() => expect(window.location.pathname).toBe('/'));
      expect(looked).toEqual(['b-gone']);
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    });

    it('keeps the UK variant in front of an unknown page', async () => {
      noBranches();
      renderShell('/uk/nope');
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(footer().getByText('United Kingdom')).toBeInTheDocument();
      expect(window.location.pathname).toBe('/uk/nope');
    });

    it("reads the product name's Connect route as a route after a branch", async () => {
      server.use(
        http.get(`${API}/branches/b-east`, () => HttpResponse.json({ supportEmail: 'east@llts.example' })),
      );
      renderShell('/b-east/acmeConnect', { ...TEST_CONFIG, productName: 'acme' });
      expect(await screen.findByRole('heading', { level: 1, name: 'acme Connect' })).toBeInTheDocument();
      expect(await footer().findByRole('link', { name: 'east@llts.example' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/b-east/acmeConnect');
    });
  });

  it('uses the US defaults without a branch segment', () => {
    renderShell('/');
    expect(footer().getByRole('link', { name: PROVIDER_CONTACTS.US.supportEmail })).toBeInTheDocument();
    expect(footer().getByText(PROVIDER_CONTACTS.US.phoneNumber)).toBeInTheDocument();
    expect(footer().getByText(/All rights reserved/)).toBeInTheDocument();
  });
});
