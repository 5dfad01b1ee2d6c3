// The Reports tool on the real fixtures (part 2 §2.5): the grouped list, a report's filters, paged rows,
// cells as text, and Export CSV with its retries.
import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manifest } from '../../../../src/apps/reports/manifest';
import { LOCALE_STORAGE_KEY } from '../../../../src/platform/i18n/localeChoice';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool } from '../../../support/renderTool';
import { choose, selectButton } from '../../../support/choose';

const fixtures = useFixtureServer();
const rowsCalls = (id: string) =>
  fixtures.backend
    .journal()
    .filter((entry) => entry.method === 'GET' && entry.path.endsWith(`/reports/${id}/rows`));
/** The filters JSON of the last rows call for a report. */
const lastFilters = (id: string): unknown => JSON.parse(String(rowsCalls(id).at(-1)!.query.filters));
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
/** The report's table, once its own rows call has reached the backend (a fault injected later is the next call's). */
async function loadedTable(name: string, id: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(rowsCalls(id)).not.toHaveLength(0));
  return table;
}

describe('the reports list', () => {
  it('groups the reports by type, each a link to its detail with its description', async () => {
    await renderTool(manifest, '/reports', { as: 'client' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual(['Project reports', 'Quote reports', 'Task reports', 'Client contact reports']);
    const projects = screen.getByRole('region', { name: 'Project reports' });
    const link = within(projects).getByRole('link', { name: /^Project status/ });
    expect(link).toHaveAttribute('href', '/reports/rpt-project-status');
    expect(link).toHaveTextContent('Every project of the organisation with its status, deadline and cost.');
  });

  it('keeps the branch prefix in links', async () => {
    await renderTool(manifest, '/uk/reports', { as: 'client' });
    expect(await screen.findByRole('link', { name: /^Quote pipeline/ })).toHaveAttribute(
      'href',
      '/uk/reports/rpt-quote-pipeline',
    );
  });
});

describe('a report', () => {
  it('shows breadcrumbs, the filters of the definition, the columns in order and 25 rows of 1,800', async () => {
    await renderTool(manifest, '/reports/rpt-project-status', { as: 'client' });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await within(crumbs).findByText('Project status');
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    for (const label of ['Project name', 'Status', 'Created from', 'Created to', 'Minimum cost', 'Rush only'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Project status' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(25));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Project',
      'Name',
      'Status',
      'Source',
      'Targets',
      'Created',
      'Deadline',
      'Cost (USD)',
      'Project manager',
      'Rush',
    ]);
    expect(screen.getByText('Showing 1–25 of 1,800')).toBeInTheDocument();
    expect(rowsCalls('rpt-project-status').at(-1)?.query).toMatchObject({ page: '1', limit: '25' });
  });

  it('pages with numbered pages (1-based) and a rows-per-page choice', async () => {
    const { user } = await renderTool(manifest, '/reports/rpt-project-status', { as: 'client' });
    const table = await screen.findByRole('table', { name: 'Project status' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(25));
    const firstId = bodyRows(table)[0]!.textContent;
    const paging = screen.getByRole('navigation', { name: 'Report pages' });
    await user.click(within(paging).getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 26–50 of 1,800');
    await waitFor(() => expect(bodyRows(table)[0]!.textContent).not.toBe(firstId));
    expect(rowsCalls('rpt-project-status').at(-1)?.query).toMatchObject({ page: '2', limit: '25' });
    await user.click(within(paging).getByRole('button', { name: 'Last' }));
    await screen.findByText('Showing 1,776–1,800 of 1,800');
    expect(within(paging).getByRole('button', { name: 'Next' })).toBeDisabled();
    await choose(user, 'Rows per page', '100', paging);
    await screen.findByText('Showing 1–100 of 1,800');
    expect(rowsCalls('rpt-project-status').at(-1)?.query).toMatchObject({ page: '1', limit: '100' });
  });

  it('opens with the default filter, and Search sends the chosen ones from page 1 (All sends none)', async () => {
    const { user } = await renderTool(manifest, '/reports/rpt-quote-pipeline', { as: 'client' });
    const table = await screen.findByRole('table', { name: 'Quote pipeline' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    expect(lastFilters('rpt-quote-pipeline')).toEqual({ status: 'Pending' });
    for (const row of bodyRows(table)) expect(row.children[2]).toHaveTextContent('Pending');
    await user.click(screen.getByRole('button', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: /^Currency/ }));
    await user.click(await screen.findByRole('option', { name: 'EUR' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastFilters('rpt-quote-pipeline')).toEqual({ currency: 'EUR' }));
    await waitFor(() => everyRowHas(table, 6, 'EUR'));
  });

  it('sends a multi-select as a list', async () => {
    const { user } = await renderTool(manifest, '/reports/rpt-task-workload', { as: 'client' });
    await screen.findByRole('table', { name: 'Task workload' });
    await user.type(screen.getByRole('combobox', { name: /^Languages/ }), 'Germ');
    await user.click(await screen.findByRole('option', { name: 'German' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastFilters('rpt-task-workload')).toEqual({ languages: ['German'] }));
  });

  it('sends a number as a number; a number it cannot read stops Search with a message', async () => {
    const { user } = await renderTool(manifest, '/reports/rpt-project-status', { as: 'client' });
    await loadedTable('Project status', 'rpt-project-status');
    const calls = rowsCalls('rpt-project-status').length;
    await user.type(screen.getByLabelText('Minimum cost'), 'ten');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Invalid format')).toBeVisible();
    expect(rowsCalls('rpt-project-status')).toHaveLength(calls);
    await user.clear(screen.getByLabelText('Minimum cost'));
    await user.type(screen.getByLabelText('Minimum cost'), '20,000');
    await user.click(screen.getByRole('checkbox', { name: 'Rush only' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastFilters('rpt-project-status')).toEqual({ minCost: 20000, rushOnly: true }),
    );
  });

  it('shows a cell holding markup or a script as text, and never runs it', async () => {
    await renderTool(manifest, '/reports/rpt-client-contacts', { as: 'client' });
    const table = await screen.findByRole('table', { name: 'Client contacts' });
    expect(
      await within(table).findByText('<script>window.__reportCellRan = true</script>Prefers e-mail'),
    ).toBeInTheDocument();
    expect(
      within(table).getByText('<img src="x" onerror="window.__reportCellRan = true">Call before noon'),
    ).toBeInTheDocument();
    expect(table.querySelector('script, img')).toBeNull();
    expect((window as { __reportCellRan?: boolean }).__reportCellRan).toBeUndefined();
  });

  it('shows money with separators and two decimals, dates in the date style, ids and dates on one line', async () => {
    await renderTool(manifest, '/reports/rpt-project-status', { as: 'client' });
    const table = await screen.findByRole('table', { name: 'Project status' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(25));
    const cells = (column: number) => bodyRows(table).map((row) => row.children[column] as HTMLElement);
    for (const cost of cells(7)) expect(cost.textContent).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    for (const created of cells(5)) expect(created.textContent).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    for (const column of [0, 5, 6, 7])
      for (const cell of cells(column)) expect(cell).toHaveClass('whitespace-nowrap');
  });

  it("shows each amount in its own row's currency", async () => {
    await renderTool(manifest, '/reports/rpt-quote-pipeline', { as: 'client' });
    const quotes = await screen.findByRole('table', { name: 'Quote pipeline' });
    await waitFor(() => expect(bodyRows(quotes).length).toBeGreaterThan(0));
    for (const row of bodyRows(quotes)) {
      const amount = row.children[5]!.textContent!;
      const currency = row.children[6]!.textContent;
      // Each amount in its own row's currency: '1.234,50 €', '£1,234.50', '$1,234.50'.
      if (currency === 'EUR') expect(amount).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
      else expect(amount).toMatch(currency === 'GBP' ? /^£[\d,]+\.\d{2}$/ : /^\$[\d,]+\.\d{2}$/);
    }
  });

  it('groups counts', async () => {
    await renderTool(manifest, '/reports/rpt-task-workload', { as: 'client' });
    const tasks = await screen.findByRole('table', { name: 'Task workload' });
    await waitFor(() => expect(bodyRows(tasks).length).toBeGreaterThan(0));
    const words = bodyRows(tasks).map((row) => row.children[7]!.textContent!);
    expect(words.some((text) => text.includes(','))).toBe(true);
    for (const text of words) expect(text).toMatch(/^\d{1,3}(,\d{3})*$/);
  });

  it('leaves numeric ids as they are', async () => {
    await renderTool(manifest, '/reports/rpt-client-contacts', { as: 'client' });
    const contacts = await screen.findByRole('table', { name: 'Client contacts' });
    await waitFor(() => expect(bodyRows(contacts).length).toBeGreaterThan(0));
    expect(bodyRows(contacts)[0]!.children[0]).toHaveTextContent(/^7000$/);
  });

  it('hides Export CSV when there are no rows', async () => {
    await renderTool(manifest, '/reports/rpt-spend-by-department', { as: 'client' });
    expect(await screen.findByText('No rows match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('says so when the report does not exist', async () => {
    await renderTool(manifest, '/reports/rpt-nope', { as: 'client' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Report not found');
  });
});

describe('Export CSV', () => {
  let saved: { name: string; bytes: Promise<Uint8Array> }[];
  beforeEach(() => {
    saved = [];
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({
        name: this.download,
        bytes: blob!.arrayBuffer().then((buffer) => new Uint8Array(buffer)),
      });
    });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
  });

  it('downloads the first rows with the current filters as CSV, after retrying a failing page', async () => {
    const { user } = await renderTool(manifest, '/reports/rpt-client-contacts', { as: 'client' });
    await loadedTable('Client contacts', 'rpt-client-contacts');
    fixtures.backend.injectFault({
      method: 'GET',
      path: '/api/v1/reports/rpt-client-contacts/rows',
      status: 503,
      times: 2,
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText(
        /^Exported 45 rows to Client contacts \d{4}-\d\d-\d\d\.csv\.$/,
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    const exportCalls = rowsCalls('rpt-client-contacts').filter((entry) => entry.query.limit === '1000');
    expect(exportCalls).toHaveLength(3);
    expect(saved).toHaveLength(1);
    const bytes = await saved[0]!.bytes;
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['Id', 'Name', 'E-mail', 'Department', 'Last request', 'Active', 'Notes']);
    expect(parsed).toHaveLength(46);
    expect(parsed[3]![6]).toBe('Müller, Zoë — "key account"\nSecond contact: 山田 太郎');
  });

  it('shows the catalogue message when every retry fails', async () => {
    const { user } = await renderTool(manifest, '/reports/rpt-client-contacts', { as: 'client' });
    await loadedTable('Client contacts', 'rpt-client-contacts');
    fixtures.backend.injectFault({
      method: 'GET',
      path: '/api/v1/reports/rpt-client-contacts/rows',
      status: 503,
      times: 4,
      body: { message: 'Reports are being rebuilt' },
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Reports are being rebuilt',
    );
    expect(saved).toHaveLength(0);
    expect(rowsCalls('rpt-client-contacts').filter((entry) => entry.query.limit === '1000')).toHaveLength(4);
  });

  it('reads in German: the list, a report with its filters and German dates, the export', async () => {
    const { user } = await renderTool(manifest, '/reports', {
      as: 'client',
      localStorage: { [LOCALE_STORAGE_KEY]: 'de' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Berichte' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Berichte · Language Services Portal'));
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual([
      'Projektberichte',
      'Angebotsberichte',
      'Aufgabenberichte',
      'Berichte zu Kundenkontakten',
    ]);
    await user.click(screen.getByRole('link', { name: /^Client contacts/ }));
    const crumbs = await screen.findByRole('navigation', { name: 'Brotkrumennavigation' });
    expect(within(crumbs).getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Berichte' })).toHaveAttribute('href', '/reports');
    const filters = await screen.findByRole('form', { name: 'Berichtsfilter' });
    expect(selectButton('Department', filters)).toHaveTextContent('Alle');
    const table = await screen.findByRole('table', { name: 'Client contacts' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    const days = bodyRows(table).map((row) => row.children[4]!.textContent!);
    expect(days.filter(Boolean).length).toBeGreaterThan(0);
    for (const day of days.filter(Boolean)) expect(day).toMatch(/^\d{2}\.\d{2}\.\d{4}/);
    await user.click(within(filters).getByRole('button', { name: 'Suchen' }));
    await user.click(screen.getByRole('button', { name: 'CSV exportieren' }));
    expect(
      await screen.findByText(/^Es wurden 45 Zeilen nach Client contacts \d{4}-\d\d-\d\d\.csv exportiert\.$/),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });
});

function everyRowHas(table: HTMLElement, column: number, text: string) {
  const rows = bodyRows(table);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.children[column]).toHaveTextContent(text);
}
