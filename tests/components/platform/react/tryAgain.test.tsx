// Wherever a page's data fails to load, the error outcome offers Try again, which asks the
// server again; once the server answers, the data shows in place of the error. On the real fixtures, the
// failures injected through the backend's fault control (as the demo panel's Faults tab does).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { manifest as coupa } from '../../../../src/apps/coupa/manifest';
import { manifest as dashboard } from '../../../../src/apps/dashboard/manifest';
import { manifest as machineTranslation } from '../../../../src/apps/machineTranslation/manifest';
import { manifest as quotes } from '../../../../src/apps/quotes/manifest';
import { manifest as reports } from '../../../../src/apps/reports/manifest';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderShell, renderTool } from '../../../support/renderTool';
import { openAccountSettings } from '../../apps/accountSettings/support';

const fixtures = useFixtureServer();

interface Case {
  page: string;
  /** The API path that fails (a fault pattern, below /api/v1). */
  path: string;
  open: () => Promise<unknown>;
  /** Resolves once the loaded data shows. */
  shows: () => Promise<unknown>;
}

const CASES: Case[] = [
  {
    page: 'the quote page',
    path: '/autoQuotes/aq-ready',
    open: () => renderTool(quotes, '/quotes/aq-ready'),
    shows: () => screen.findByRole('heading', { level: 1, name: 'Your quote' }),
  },
  {
    page: 'a file translation request',
    path: '/jobRequests/jr-mt-done',
    open: () =>
      renderTool(machineTranslation, '/machineTranslation/fileTranslation/jr-mt-done', { as: 'client' }),
    shows: () => screen.findByRole('heading', { name: 'MT - Product FAQ' }),
  },
  {
    page: 'a Coupa request',
    path: '/jobRequests/jr-coupa-quote',
    open: () => renderTool(coupa, '/coupa/jr-coupa-quote', { as: 'coupa' }),
    shows: () => screen.findByRole('heading', { level: 1, name: 'Coupa - Packaging inserts' }),
  },
  {
    page: 'the reports list',
    path: '/reports',
    open: () => renderTool(reports, '/reports', { as: 'client' }),
    shows: () => screen.findByRole('link', { name: /^Project status/ }),
  },
  {
    page: 'a report',
    path: '/reports/rpt-client-contacts',
    open: () => renderTool(reports, '/reports/rpt-client-contacts', { as: 'client' }),
    shows: () => screen.findByRole('table', { name: 'Client contacts' }),
  },
  {
    page: 'a dashboard detail list (a table’s error state)',
    path: '/statistics/**',
    open: () => renderTool(dashboard, '/pmdetails/Alice%20Moreau/101', { as: 'admin' }),
    shows: async () => {
      const table = await screen.findByRole('table', { name: 'Projects: Alice Moreau' });
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    },
  },
  {
    page: 'the account’s language groups',
    path: '/userAccount/languageGroups',
    open: async () => {
      await renderShell('/', { as: 'employee' });
      const drawer = await openAccountSettings('employee');
      await userEvent.click(within(drawer).getByRole('tab', { name: 'Language Groups' }));
    },
    shows: () => screen.findByRole('region', { name: 'Personal language groups' }),
  },
];

const requestsTo = (path: string) => {
  const pattern = new RegExp(`/api/v1${path.replace('/**', '/.+')}$`);
  return fixtures.backend.journal().filter((entry) => entry.method === 'GET' && pattern.test(entry.path))
    .length;
};

describe('Try again after a failed load', () => {
  it.each(CASES)(
    '$page: 503 → the message and Try again; asking again while it fails keeps both; once the server is back, the data shows',
    async ({ path, open, shows }) => {
      fixtures.backend.injectFault({
        method: 'GET',
        path,
        status: 503,
        times: 'always',
        body: { message: 'Down for maintenance' },
      });
      await open();
      // The tool's chunk compiles on first use under vitest: allow for it.
      const tryAgain = await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 });
      expect(screen.getAllByText('Down for maintenance').length).toBeGreaterThan(0);

      // Still failing: a new request, and the outcome stays (focus with it, on a button that works again).
      const asked = requestsTo(path);
      await userEvent.click(tryAgain);
      await waitFor(() => expect(requestsTo(path)).toBeGreaterThan(asked));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveAttribute('aria-disabled'),
      );

      fixtures.backend.clearFaults();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await shows();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    },
  );

  it('is not offered when asking again cannot help (an unknown quote)', async () => {
    await renderTool(quotes, '/quotes/aq-no-such-quote');
    expect(await screen.findByRole('heading', { name: 'We could not open this quote' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to home page' })).toBeInTheDocument();
  });
});
