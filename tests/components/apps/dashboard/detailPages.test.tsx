import { screen, waitFor, within } from '@testing-library/react';
import moment from 'moment';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../../src/apps/dashboard/manifest';
import { DEFAULT_CONFIG } from '../../../../src/platform/config/runtimeConfig';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool } from '../../../support/renderTool';

const fixtures = useFixtureServer();
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent!.replace(/[↕▲▼]/g, ''));
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellsOf = (table: HTMLElement, column: number) =>
  bodyRows(table).map((row) => row.querySelectorAll<HTMLElement>('th, td')[column]!);

describe('the dashboard detail routes', () => {
  it('a project manager list: heading, Home breadcrumb, columns, date-only deadlines, TMS links, Rush bold red upper case', async () => {
    await renderTool(manifest, '/pmdetails/Alice%20Moreau/101', { as: 'admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Projects: Alice Moreau' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('href', '/');
    const table = await screen.findByRole('table', { name: 'Projects: Alice Moreau' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(1));
    expect(headers(table)).toEqual([
      'Project id',
      'Deadline',
      'Status',
      'Project name',
      'Client',
      'Languages',
      'Total agreed',
      'Rate type',
      'Group name',
      'Group id',
    ]);
    for (const cell of cellsOf(table, 1)) expect(cell.textContent).toMatch(/^\d\d-\d\d-\d\d$/);
    expect(within(cellsOf(table, 0)[0]!).getByRole('link').getAttribute('href')).toMatch(
      /^https:\/\/tms\.example\.com\/projects\/101\d+$/,
    );
    for (const cell of cellsOf(table, 7)) {
      const rush = cell.textContent === 'Rush';
      const strong = cell.querySelector('strong');
      expect(!!strong).toBe(rush);
      if (strong) expect(strong.className).toMatch(/uppercase/);
      if (strong) expect(strong.className).toMatch(/text-red/);
    }
    expect(screen.getByText(`${bodyRows(table).length} rows`)).toBeInTheDocument();
  });

  it('a configured TMS base that is not a web address gives no links, only the ids', async () => {
    const config = {
      ...DEFAULT_CONFIG,
      externalUrls: { ...DEFAULT_CONFIG.externalUrls, tmsBaseUrl: ' javascript:alert(document.domain)//' },
    };
    await renderTool(manifest, '/pmdetails/Alice%20Moreau/101', { as: 'admin', config });
    const table = await screen.findByRole('table', { name: 'Projects: Alice Moreau' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(1));
    expect(cellsOf(table, 0)[0]!.textContent).toMatch(/^101\d+$/);
    expect(within(table).queryAllByRole('link')).toEqual([]);
  });

  it('the filter box narrows the rows and the count follows', async () => {
    const { user } = await renderTool(manifest, '/pmdetails/Alice%20Moreau/101', { as: 'pm' });
    const table = await screen.findByRole('table', { name: 'Projects: Alice Moreau' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(1));
    const firstName = cellsOf(table, 3)[0]!.textContent!;
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), firstName);
    await waitFor(() => expect(bodyRows(table).length).toBeLessThan(cellsOf(table, 3).length + 1));
    for (const cell of cellsOf(table, 3)) expect(cell.textContent).toContain(firstName);
    expect(screen.getByText(new RegExp(`^${bodyRows(table).length} rows?$`))).toBeInTheDocument();
  });

  it('columns sort: Total agreed ascending by amount', async () => {
    const { user } = await renderTool(manifest, '/pmdetails/Bruno%20Keller/102', { as: 'admin' });
    const table = await screen.findByRole('table', { name: 'Projects: Bruno Keller' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(1));
    await user.click(within(table).getByRole('button', { name: /Total agreed/ }));
    const amounts = cellsOf(table, 6).map((cell) => Number(cell.textContent!.replace(/,/g, '')));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(within(table).getByRole('columnheader', { name: /Total agreed/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('QA jobs show dates as MM-DD-YY h:mm:ss A', async () => {
    await renderTool(manifest, '/qadetails/Stefan%20Wagner/301', { as: 'qa' });
    const table = await screen.findByRole('table', { name: 'QA jobs: Stefan Wagner' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    expect(headers(table)).toContain('Job start date');
    for (const cell of cellsOf(table, 3))
      expect(cell.textContent).toMatch(/^\d\d-\d\d-\d\d \d{1,2}:\d\d:\d\d (AM|PM)$/);
  });

  it("id 'null' is the unassigned coordinator list", async () => {
    await renderTool(manifest, '/currentquotes/Unassigned/null', { as: 'coordinator' });
    const table = await screen.findByRole('table', { name: 'Current quotes: Unassigned' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    expect(
      fixtures.backend
        .journal()
        .some((entry) => entry.path.endsWith('/statistics/projectCoordinatorCurrentUnassignedStats')),
    ).toBe(true);
    expect(table.querySelector('[data-stale]')).toBeNull();
  });

  it('completed quotes highlight a start date 24 hours or more old', async () => {
    await renderTool(manifest, '/completedquotes/Marta%20Nowak/201', { as: 'quoter' });
    const table = await screen.findByRole('table', { name: 'Completed quotes: Marta Nowak' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    // The fixtures start completed quotes 2 to 80 hours before the clock: each row is red exactly when 24 h old.
    const now = Date.now();
    const journal = fixtures.backend.journal();
    expect(journal.some((entry) => entry.path.endsWith('/projectCoordinatorCompletedStats/201'))).toBe(true);
    for (const cell of cellsOf(table, 1)) {
      const stale = cell.querySelector('[data-stale]');
      const started = moment(cell.textContent, 'MM-DD-YY h:mm:ss A').valueOf();
      if (stale) expect(stale.className).toMatch(/text-red/);
      if (now - started < 23 * 3600_000) expect(stale).toBeNull();
      if (now - started > 25 * 3600_000) expect(stale).not.toBeNull();
    }
  });

  it('a failing call shows the system error message', async () => {
    fixtures.backend.injectFault({
      method: 'GET',
      path: '/api/v1/statistics/statsPastDue/101',
      status: 503,
      body: {},
    });
    await renderTool(manifest, '/pastdue/Alice%20Moreau/101', { as: 'admin' });
    const table = await screen.findByRole('table', { name: 'Past due: Alice Moreau' });
    expect(await within(table).findByText('Service Unavailable')).toBeInTheDocument();
  });
});
