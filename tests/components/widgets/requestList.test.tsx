import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NAMED_JOB_REQUEST_IDS } from '../../../fixtures/data/namedJobRequests';
import type { JobRequestStatus } from '../../../src/platform/domain/enums';
import { API, useFixtureServer } from '../../support/fixtureServer';
import { startTestPlatform } from '../../support/platform';
import { axeViolations } from '../ui/support/axe';
import { detailHref, mountRequestList, renderRequestList } from './requestListSupport';
import { choose } from '../../support/choose';

const { backend, hold } = useFixtureServer();

const table = () => screen.getByRole('table', { name: 'Your requests' });
const names = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
/** Row identities: names repeat across requests, their detail links do not. */
const ids = () =>
  within(table())
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href'));
const listCalls = () =>
  backend.journal().filter((entry) => entry.method === 'GET' && /\/jobRequests$/.test(entry.path));
const statusCells = () =>
  within(table())
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]?.textContent);

describe('RequestList', () => {
  it('lists the requests of its origination with name link, languages, submitted on and status', async () => {
    const { location } = await renderRequestList({}, 'client');
    const row = (await within(table()).findByRole('rowheader', { name: 'MT - Product FAQ' })).closest(
      'tr',
    ) as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toMatch(/^English/);
    // Targets sorted by name whatever order the request lists them in (spa, fra, deu).
    expect(cells[1]).toMatch(/^French[^,]*, German[^,]*, Spanish[^,]*$/);
    expect(cells[2]).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}:\d{2}$/);
    expect(cells[3]).toBe('Completed');
    const link = within(row).getByRole('link', { name: 'MT - Product FAQ' });
    expect(link).toHaveAttribute('href', detailHref('jr-mt-done'));
    await userEvent.click(link);
    expect(location.history.at(-1)).toBe(detailHref('jr-mt-done'));
    // Only machine translation requests: no media, Coupa or web-form ones.
    expect(names().every((name) => name?.startsWith('MT - '))).toBe(true);
  });
});

describe('RequestList of other requests', () => {
  it('labels statuses the procurement way and offers only view details when told to', async () => {
    const { user } = await renderRequestList({
      origination: ['WEBFORM', 'COUPA'],
      listId: 'coupa',
      manageActions: [],
    });
    await within(table()).findByRole('rowheader', { name: 'Investor deck localisation' });
    expect(statusOf('Investor deck localisation')).toHaveTextContent('Quote is ready for review');
    const menu = await openMenu(user, 'Investor deck localisation');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View details']);
    expect(String(listCalls().at(-1)?.query.origination).split(',').sort()).toEqual(['COUPA', 'WEBFORM']);
  });
});

describe('RequestList filter and paging', () => {
  it('filters by user-facing status groups, sending their statuses, and starts again at page 1', async () => {
    const user = userEvent.setup();
    await renderRequestList();
    await within(table()).findByRole('rowheader', { name: 'MT - Product FAQ' });
    await user.click(screen.getByRole('button', { name: /Status/ }));
    const options = await screen.findByRole('listbox');
    expect(
      within(options)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Completed',
      'Archived',
      'Submitting to Human Expert',
      'Submitted to Human Expert',
      'Failed',
      'Processing',
    ]);
    await user.click(within(options).getByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(statusCells().length).toBeGreaterThan(0));
    await waitFor(() => expect(new Set(statusCells())).toEqual(new Set(['Failed'])));
    expect(listCalls().at(-1)?.query.status).toBe('CANCELLED,CANCELLING,FAILED');
    expect(names()).toContain('MT - Scanned invoice');

    await user.click(within(options).getByRole('option', { name: 'Archived' }));
    await waitFor(() => expect(names()).toContain('MT - Old brochure'));
    expect(listCalls().at(-1)?.query.status).toBe('ARCHIVED,CANCELLED,CANCELLING,FAILED');
    expect(new Set(statusCells())).toEqual(new Set(['Failed', 'Archived']));
    expect(screen.getByRole('navigation', { name: 'Your requests pages' })).toHaveTextContent('Page 1');
  });

  it("pages forward and back by cursor, labelled 'Page N'", async () => {
    const user = userEvent.setup();
    await renderRequestList();
    await within(table()).findByRole('rowheader', { name: 'MT - Product FAQ' });
    const pager = screen.getByRole('navigation', { name: 'Your requests pages' });
    const first = ids();
    expect(first).toHaveLength(10);
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2'));
    await waitFor(() => expect(ids()).not.toEqual(first));
    const second = ids();
    expect(second).toHaveLength(10);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    expect(listCalls().at(-1)?.query.pageToken).toBeTruthy();

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 1'));
    await waitFor(() => expect(ids()).toEqual(first));
  });

  it('asks for the next page once a page shows, so Next shows it without waiting for another request', async () => {
    const user = userEvent.setup();
    await renderRequestList();
    await within(table()).findByRole('rowheader', { name: 'MT - Product FAQ' });
    const first = ids();
    // The page shown, then the one after it (by the cursor the first answer gave).
    await waitFor(() => expect(listCalls().map((call) => !!call.query.pageToken)).toEqual([false, true]));
    const pager = screen.getByRole('navigation', { name: 'Your requests pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2'));
    expect(ids()).not.toEqual(first);
    expect(ids()).toHaveLength(10);
    // Page 2 came from the cache; the only new request is the page after it.
    await waitFor(() => expect(listCalls()).toHaveLength(3));
    expect(listCalls()[2].query.pageToken).not.toBe(listCalls()[1].query.pageToken);
  });

  it("asks for a new filter's next page only once its first page shows, never by the old filter's cursor", async () => {
    const user = userEvent.setup();
    await renderRequestList();
    await within(table()).findByRole('rowheader', { name: 'MT - Product FAQ' });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    const gate = hold('get', `${API}/jobRequests`);
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Completed' }));
    await waitFor(() => expect(gate.held.length).toBeGreaterThan(0));
    // Both would have been asked in one go (the old page's cursor is known at once): a moment is plenty
    // to see a second, and the list under test never sends one before the first page is answered.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(gate.held.map((url) => url.searchParams.get('pageToken'))).toEqual([null]);
    expect(gate.held[0].searchParams.get('status')).toBe('COMPLETED');

    gate.release();
    await waitFor(() => expect(new Set(statusCells())).toEqual(new Set(['Completed'])));
    // Then the page after it, by the cursor the new filter's answer gave.
    await waitFor(() => expect(gate.held).toHaveLength(2));
    expect(gate.held[1].searchParams.get('status')).toBe('COMPLETED');
    expect(gate.held[1].searchParams.get('pageToken')).toBeTruthy();
  });

  it('shows page-sized placeholder rows, and no pager, until the first page arrives', async () => {
    await renderRequestList();
    // Storage is cleared before each test: the default size, 10.
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 1); // the header row and the announced placeholder
    expect(table().querySelectorAll('tbody tr')).toHaveLength(10);
    expect(screen.queryByRole('navigation', { name: 'Your requests pages' })).toBeNull();
    await within(table()).findByRole('rowheader', { name: 'MT - Product FAQ' });
    expect(screen.getByRole('navigation', { name: 'Your requests pages' })).toBeInTheDocument();
  });

  it('remembers rows per page for this list', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderRequestList();
    await within(table()).findByRole('rowheader', { name: 'MT - Product FAQ' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Your requests pages' })).toHaveTextContent('Page 2'),
    );
    await choose(user, 'Rows per page', '25');
    await waitFor(() => expect(names()).toHaveLength(25));
    expect(screen.getByRole('navigation', { name: 'Your requests pages' })).toHaveTextContent('Page 1');
    expect(listCalls().at(-1)?.query.pageSize).toBe('25');
    unmount();

    mountRequestList();
    expect(await screen.findByRole('button', { name: /^Rows per page/ })).toHaveTextContent('25');
    await waitFor(() => expect(names()).toHaveLength(25));
    // Another list keeps its own choice.
    cleanup();
    mountRequestList({ listId: 'mtMedia', origination: 'MEDIAAI' });
    expect(await screen.findByRole('button', { name: /^Rows per page/ })).toHaveTextContent('10');
  });
});

/**
 * Under fake timers: waits for the assertion while the in-process fixture answers arrive in real time.
 * Each round runs the page's timers that are due, moving fake time on by at most 50 ms in all (SWR starts
 * a fetch on a 1 ms timer), far from the 10 s refresh being counted; then yields to the real event loop.
 * Gives up after 15 s of real time, for a loaded machine.
 */
async function settle(assertion: () => unknown) {
  const startedAt = Date.now();
  for (let fakeMs = 0; ; fakeMs += 1) {
    try {
      assertion();
      return;
    } catch (error) {
      if (Date.now() - startedAt > 15_000) throw error;
      await act(() => vi.advanceTimersByTimeAsync(fakeMs < 50 ? 1 : 0));
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/**
 * Only the named requests (the machine translation ones fit on the first page), plus copies of a finished
 * one standing still in the given statuses. Work still running restarts now, so however slowly the test
 * got here, the running request has its whole 45 s of fixture time ahead.
 */
function onlyNamedRequests(standing: Record<string, JobRequestStatus> = {}) {
  const state = backend.exportState();
  const now = backend.now().ms;
  const named = state.jobRequests
    .filter((job) => NAMED_JOB_REQUEST_IDS.includes(job.id))
    .map((job) => (job.progress ? { ...job, progress: { ...job.progress, startedAt: now } } : job));
  const done = named.find((job) => job.id === 'jr-mt-done')!;
  const copies = Object.entries(standing).map(([name, status], index) => ({
    ...done,
    id: `jr-standing-${index}`,
    name,
    status,
  }));
  backend.importState({ ...state, jobRequests: [...named, ...copies] });
}

const rowOf = (name: string) => within(table()).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const statusOf = (name: string) => within(rowOf(name)).getAllByRole('cell')[3];
const posts = (action: string) =>
  backend.journal().filter((entry) => entry.method === 'POST' && entry.path.endsWith(`/actions/${action}`));

/** Opens a row's menu with the keyboard and returns it. */
async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  screen.getByRole('button', { name: `Actions for ${name}` }).focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('menu');
}

describe('RequestList polling', () => {
  it('refreshes every 10 s while a row is in progress, with a spinner on it, and stops when none is', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      await startTestPlatform({ as: 'client' });
      // One named machine translation request is running on the fixture clock, from now.
      onlyNamedRequests();
      mountRequestList();
      await settle(() => within(table()).getByRole('rowheader', { name: 'MT - Release notes 4.2' }));
      expect(within(rowOf('MT - Release notes 4.2')).getByRole('status')).toHaveTextContent('In progress');
      expect(within(rowOf('MT - Release notes 4.2')).getAllByRole('cell')[3]).toHaveTextContent('Processing');
      expect(within(rowOf('MT - Product FAQ')).queryByRole('status')).toBeNull();
      const before = listCalls().length;

      await act(() => vi.advanceTimersByTimeAsync(10_000));
      await settle(() => expect(listCalls().length).toBe(before + 1));

      // The work ends on the server; the next refresh shows it and nothing is left in progress.
      backend.advanceClock(60_000);
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      await settle(() =>
        expect(within(rowOf('MT - Release notes 4.2')).getAllByRole('cell')[3]).toHaveTextContent(
          'Completed',
        ),
      );
      expect(within(table()).queryByText('In progress')).toBeNull();
      const settled = listCalls().length;

      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(listCalls().length).toBe(settled);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('RequestList row actions', () => {
  it('opens the detail from the row menu by keyboard', async () => {
    const user = userEvent.setup();
    const { location } = await renderRequestList();
    await within(table()).findByRole('rowheader', { name: 'MT - Scanned invoice' });
    screen.getByRole('button', { name: 'Actions for MT - Scanned invoice' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'View details' })).toHaveAttribute('data-focus'),
    );
    await user.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe(detailHref('jr-mt-failed'));
  });
});

describe('RequestList errors', () => {
  it('shows why the list could not be loaded in place of the rows', async () => {
    backend.injectFault({
      method: 'GET',
      path: '/api/v1/jobRequests',
      status: 503,
      body: { message: 'The request service is down' },
      times: 'always',
    });
    await renderRequestList();
    expect(await within(table()).findByRole('alert')).toHaveTextContent('The request service is down');
  });
});

describe('RequestList rename and archive', () => {
  it('offers rename and archive only outside ARCHIVED, CREATED and SUBMITTING_TO_XTRF', async () => {
    onlyNamedRequests({
      'Just created': 'CREATED',
      'Going to a human': 'SUBMITTING_TO_XTRF',
      'Being analysed': 'ANALYZING',
    });
    const { user } = await renderRequestList();
    await within(table()).findByRole('rowheader', { name: 'Just created' });
    for (const [name, allowed] of [
      ['MT - Old brochure', false],
      ['Just created', false],
      ['Going to a human', false],
      ['Being analysed', true],
      ['MT - Product FAQ', true],
      ['MT - Scanned invoice', true],
      ['MT - Supplier contract', true],
    ] as const) {
      const menu = await openMenu(user, name);
      for (const action of ['Rename', 'Archive']) {
        const item = within(menu).getByRole('menuitem', { name: action });
        if (allowed) expect(item, `${action} ${name}`).not.toHaveAttribute('aria-disabled');
        else expect(item, `${action} ${name}`).toHaveAttribute('aria-disabled', 'true');
      }
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    }
  });

  it('renames through a dialog that requires a name of at most 250 characters', async () => {
    onlyNamedRequests();
    const { user } = await renderRequestList();
    await within(table()).findByRole('rowheader', { name: 'MT - Product FAQ' });
    await openMenu(user, 'MT - Product FAQ');
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename request' });
    const field = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(field).toHaveValue('MT - Product FAQ');

    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Required'));
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.click(field);
    await user.paste('x'.repeat(251));
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('The name must be at most 250 characters'));
    expect(posts('renameJobRequest')).toEqual([]);

    await user.clear(field);
    await user.type(field, '  Product FAQ (final)  ');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(table()).findByRole('rowheader', { name: 'Product FAQ (final)' }),
    ).toBeInTheDocument();
    expect(posts('renameJobRequest').map((entry) => entry.path)).toEqual([
      '/api/v1/jobRequests/jr-mt-done/actions/renameJobRequest',
    ]);
  });

  it('keeps a refused rename in the dialog with the typed name', async () => {
    onlyNamedRequests();
    backend.injectFault({
      method: 'POST',
      path: '/api/v1/jobRequests/jr-mt-failed/actions/renameJobRequest',
      status: 500,
      body: { message: 'Renaming is unavailable right now' },
    });
    const { user } = await renderRequestList();
    await within(table()).findByRole('rowheader', { name: 'MT - Scanned invoice' });
    await openMenu(user, 'MT - Scanned invoice');
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename request' });
    const field = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(field);
    await user.type(field, 'Invoice scan');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Renaming is unavailable right now');
    expect(field).toHaveValue('Invoice scan');
    expect(rowOf('MT - Scanned invoice')).toBeInTheDocument();

    // The fault was for one call: trying again succeeds.
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(table()).findByRole('rowheader', { name: 'Invoice scan' })).toBeInTheDocument();
  });

  it('archives after confirmation and shows the request as Archived', async () => {
    onlyNamedRequests();
    const { user } = await renderRequestList();
    await within(table()).findByRole('rowheader', { name: 'MT - Scanned invoice' });
    await openMenu(user, 'MT - Scanned invoice');
    await user.click(screen.getByRole('menuitem', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive request' });
    expect(dialog).toHaveTextContent('MT - Scanned invoice');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts('archive')).toEqual([]);

    await openMenu(user, 'MT - Scanned invoice');
    await user.click(screen.getByRole('menuitem', { name: 'Archive' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Archive request' })).getByRole('button', {
        name: 'Archive',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(statusOf('MT - Scanned invoice')).toHaveTextContent('Archived'));
    expect(posts('archive')).toHaveLength(1);
  });

  it("shows the spec's archive refusal inside the dialog", async () => {
    // The fixtures archive machine translation requests only: a web-form request is refused with 400.
    const { user } = await renderRequestList({ origination: 'WEBFORM', listId: 'webform' });
    await within(table()).findByRole('rowheader', { name: 'Investor deck localisation' });
    await openMenu(user, 'Investor deck localisation');
    await user.click(screen.getByRole('menuitem', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive request' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid request origination');
    expect(screen.getByRole('dialog', { name: 'Archive request' })).toBeInTheDocument();
  });
});

describe('RequestList accessibility', () => {
  it('has no axe violations with rows, an open row menu and the rename dialog', async () => {
    onlyNamedRequests();
    const { user } = await renderRequestList();
    await within(table()).findByRole('rowheader', { name: 'MT - Product FAQ' });
    const check = () => axeViolations();
    expect(await check()).toEqual([]);
    await openMenu(user, 'MT - Product FAQ');
    expect(await check()).toEqual([]);
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    await screen.findByRole('dialog', { name: 'Rename request' });
    expect(await check()).toEqual([]);
  });
});

describe('RequestList status explanations', () => {
  it('explains CREATED, FAILED and SUBMITTED_TO_XTRF through a button that opens a popover; others have none', async () => {
    onlyNamedRequests();
    const { user } = await renderRequestList();
    await within(table()).findByRole('rowheader', { name: 'MT - Product FAQ' });
    expect(within(statusOf('MT - Product FAQ')).queryByRole('button')).toBeNull();
    const cases = [
      ['MT - Release notes 4.2', 'Processing', /queued for translation/],
      ['MT - Scanned invoice', 'Failed', /could not be completed/],
      ['MT - Supplier contract', 'Submitted to Human Expert', /A human expert now handles this request/],
    ] as const;
    for (const [name, label, text] of cases) {
      const info = within(statusOf(name)).getByRole('button', { name: `About the status ${label}` });
      expect(info).toHaveAccessibleDescription(text);
      info.focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('tooltip')).toHaveTextContent(text);
      expect(info).toHaveAttribute('aria-expanded', 'true');
      expect(await axeViolations()).toEqual([]);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
      expect(info).toHaveFocus();
    }
  });
});
