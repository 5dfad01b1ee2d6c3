import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageNow, setDemoClockOffset } from '../../../src/platform/react/demoTime';
import { useFixtureServer } from '../../support/fixtureServer';
import { totpCode } from '../../support/platform';
import { renderShell } from '../../support/renderTool';
import { choose } from '../../support/choose';

// The footer's demo panel on the real fixture backend: every tab acts through its control surface.
const fixtures = useFixtureServer();
const DAY = 86_400_000;

async function openPanel(tab?: string) {
  const footer = await screen.findByRole('contentinfo');
  await userEvent.click(await within(footer).findByRole('button', { name: 'Demo' }));
  const drawer = await screen.findByRole('dialog', { name: 'Demo controls' });
  if (tab) await userEvent.click(await within(drawer).findByRole('tab', { name: tab }));
  return drawer;
}

describe('demo panel', () => {
  it('is offered in demo mode only, as a drawer with five tabs', async () => {
    const view = await renderShell('/consoleHelp');
    await screen.findByRole('heading', { level: 1, name: 'Help & FAQ' });
    expect(within(screen.getByRole('contentinfo')).queryByRole('button', { name: 'Demo' })).toBeNull();
    view.unmount();

    await renderShell('/consoleHelp', { demoControls: true });
    const drawer = await openPanel();
    const tabs = within(within(drawer).getByRole('tablist', { name: 'Demo controls' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Personas', 'Clock', 'Faults', 'Journal', 'Data']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('switches user in one click: signed out, signed in as the persona, on their first page', async () => {
    await renderShell('/consoleHelp', { as: 'client', demoControls: true });
    const drawer = await openPanel();
    expect(within(drawer).getByRole('button', { name: /^Switch to client/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: /^Switch to employee/ }));
    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'employee' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The switch went through the identity service: a new sign-in, whose token the API now sees.
    const operations = fixtures.backend
      .journal()
      .map((entry) => entry.operation)
      .filter(Boolean);
    expect(operations.slice(-2)).toEqual(['RevokeToken', 'InitiateAuth']);
  });

  it("asks the MFA persona's authenticator code in the panel", async () => {
    await renderShell('/consoleHelp', { demoControls: true });
    const drawer = await openPanel();
    await userEvent.click(within(drawer).getByRole('button', { name: /^Switch to mfa/ }));
    await userEvent.type(await within(drawer).findByLabelText(/Authentication code/), totpCode());
    await userEvent.click(within(drawer).getByRole('button', { name: 'Verify' }));
    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'mfa' }),
    ).toBeInTheDocument();
  });

  it('moves the clock: the backend and the page read the same time, and an open quote expires', async () => {
    setDemoClockOffset(0);
    await renderShell('/quotes/aq-ready', { demoControls: true });
    await screen.findByRole('button', { name: /accept/i });
    const before = fixtures.backend.now().ms;
    const drawer = await openPanel('Clock');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Advance 1 hour' }));
    await waitFor(() => expect(fixtures.backend.now().ms - before).toBeGreaterThanOrEqual(3_600_000));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Advance 30 days' }));
    // The portal's one date-time style (the spec's display format), as every other date on the page.
    const displayed = /^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}:\d{2}$/;
    expect(within(drawer).getByRole('status')).toHaveTextContent(/The demo clock now reads/);
    expect(within(drawer).getByRole('status').textContent).toMatch(
      /^The demo clock now reads [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}:\d{2}\.$/,
    );
    expect(within(drawer).getByText(/^Now:/).querySelector('time')?.textContent).toMatch(displayed);
    expect(fixtures.backend.now().ms - before).toBeGreaterThanOrEqual(30 * DAY);
    expect(Math.abs(pageNow() - fixtures.backend.now().ms)).toBeLessThan(2_000);
    await userEvent.keyboard('{Escape}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This quote has expired' }),
    ).toBeInTheDocument();

    // Set a date: back to today.
    await openPanel('Clock');
    const today = new Date();
    const local = new Date(today.getTime() - today.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await userEvent.type(screen.getByLabelText('Date and time'), local);
    await userEvent.click(screen.getByRole('button', { name: 'Set clock' }));
    await waitFor(() => expect(Math.abs(fixtures.backend.now().ms - Date.now())).toBeLessThan(120_000));
    setDemoClockOffset(0);
  });

  it('adds a fault from the API calls, lists it and removes it', async () => {
    await renderShell('/consoleHelp', { demoControls: true });
    const drawer = await openPanel('Faults');
    await choose(userEvent, 'API call', 'GET /api/v1/autoQuotes/*', drawer);
    await userEvent.clear(within(drawer).getByLabelText('Status'));
    await userEvent.type(within(drawer).getByLabelText('Status'), '503');
    await userEvent.type(within(drawer).getByLabelText('Body message'), 'Down for maintenance');
    await userEvent.type(within(drawer).getByLabelText('Error code'), 'MAINT');
    await userEvent.clear(within(drawer).getByLabelText('Times'));
    await userEvent.type(within(drawer).getByLabelText('Times'), '2');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add fault' }));
    expect(fixtures.backend.faults()).toMatchObject([
      {
        method: 'GET',
        path: '/api/v1/autoQuotes/*',
        status: 503,
        body: { message: 'Down for maintenance', errorCode: 'MAINT' },
        remaining: 2,
      },
    ]);
    const list = within(drawer).getByRole('list');
    expect(list).toHaveTextContent('GET /api/v1/autoQuotes/*: status 503, 2 more times');

    // The backend's own check says what is wrong.
    await userEvent.type(within(drawer).getByLabelText('Delay (ms)'), '9999999');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add fault' }));
    expect(within(drawer).getByRole('alert')).toHaveTextContent(
      'delayMs must be a number of milliseconds from 0 to 300000',
    );

    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Remove fault GET /api/v1/autoQuotes/*' }),
    );
    expect(fixtures.backend.faults()).toEqual([]);
    expect(within(drawer).getByText('No active faults: every call answers as usual.')).toBeInTheDocument();
  });

  it('lists the requests with status and duration, filters them and copies them as a scenario', async () => {
    await renderShell('/', { as: 'client', demoControls: true });
    await screen.findByRole('list', { name: 'Your Tools' });
    const drawer = await openPanel('Journal');
    const table = within(drawer).getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    const account = within(table)
      .getAllByRole('row')
      .find((row) => (row as HTMLTableRowElement).cells[1]?.textContent === '/api/v1/userAccount');
    expect(account).toHaveTextContent(/GET\/api\/v1\/userAccount200\d+ ms/);

    await userEvent.type(within(drawer).getByLabelText('Filter'), 'userAccount');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.every((row) => row.textContent?.includes('userAccount'))).toBe(true);

    await userEvent.click(within(drawer).getByRole('button', { name: 'Copy as scenario' }));
    const yaml = (within(drawer).getByLabelText('Scenario (YAML)') as HTMLTextAreaElement).value;
    expect(yaml).toMatch(/^name: "Demo journal /);
    expect(yaml).toContain(
      '  - name: "GET /userAccount"\n    as: "client"\n    http: {"method":"GET","path":"/userAccount"}\n    expect: {"status":200}',
    );
    expect(yaml).not.toContain('cognito');
  });

  it('exports, imports and resets the demo data', async () => {
    await renderShell('/consoleHelp', { demoControls: true });
    const drawer = await openPanel('Data');
    const input = within(drawer).getByLabelText('Import state (JSON file)');

    await userEvent.upload(input, new File(['not json'], 'broken.json', { type: 'application/json' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('broken.json is not a JSON file.');
    await userEvent.upload(input, new File(['{"users":[]}'], 'partial.json', { type: 'application/json' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(/^Invalid state/);

    // Export: the state as a JSON download (jsdom has no object URLs: the blob is caught where it is made).
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:state');
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Export state (JSON)' }));
    expect(await within(drawer).findByText('Demo data exported.')).toBeInTheDocument();
    expect(names[0]).toMatch(/^llts-demo-state-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await blobs[0].text())).toMatchObject({
      seededAt: fixtures.backend.exportState().seededAt,
    });
    click.mockRestore();

    const state = fixtures.backend.exportState();
    fixtures.backend.advanceClock(DAY);
    await userEvent.upload(
      input,
      new File([JSON.stringify(state)], 'saved.json', { type: 'application/json' }),
    );
    expect(await within(drawer).findByText('Demo data imported from saved.json.')).toBeInTheDocument();

    fixtures.backend.injectFault({ method: 'GET', path: '/api/v1/userAccount', status: 500 });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reset demo data' }));
    expect(await within(drawer).findByText('Demo data reset to its starting point.')).toBeInTheDocument();
    expect(fixtures.backend.faults()).toEqual([]);
  });
});
