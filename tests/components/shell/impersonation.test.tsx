import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../src/platform/auth/storedSession';
import { IMPERSONATION_STORAGE_KEY } from '../../../src/platform/impersonation/impersonation';
import { useFixtureServer } from '../../support/fixtureServer';
import { renderShell } from '../../support/renderTool';

const fixtures = useFixtureServer();

// The fixtures' answers (fixtures/data/applications.ts, runtime/authenticate.ts).
const EMPLOYEE_TILES = ['createProject', 'machineTranslation', 'reports'];
const NOT_FOUND = 'User not found [Error code: USER_NOT_FOUND]';

/** The override header of every GET /userAccount the backend received (undefined: none), in order. */
const accountLookups = () =>
  fixtures.backend
    .journal()
    .filter((entry) => entry.method === 'GET' && entry.path === '/api/v1/userAccount')
    .map((entry) => entry.headers.usernameOverride);
const tileIds = () =>
  [...document.querySelectorAll('[data-tool-id]')].map((li) => (li as HTMLElement).dataset.toolId);

async function openMenu(label: string | RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: label }));
  return screen.findByRole('menu');
}

async function startImpersonating(username: string) {
  await screen.findByRole('list', { name: 'Your Tools' });
  await userEvent.click(
    within(await openMenu('admin')).getByRole('menuitem', { name: 'Start impersonation' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Start impersonation' });
  await userEvent.type(within(dialog).getByLabelText(/Username/), username);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
  return dialog;
}

describe('impersonation', () => {
  it('lets an admin start impersonation after the username is verified, and end it', async () => {
    await renderShell('/', { as: 'admin' });
    await screen.findByRole('list', { name: 'Your Tools' });

    const menu = await openMenu('admin');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Start impersonation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start impersonation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Username/), 'employee');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('button', { name: 'employee (Impersonation Mode)' })).toBeInTheDocument();
    expect(sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBe('employee');
    // The home now answers for the impersonated user: their tiles, fetched with the override header.
    await waitFor(() => expect(tileIds()).toEqual(EMPLOYEE_TILES));
    expect(accountLookups()).toContain('employee');

    const impersonatingMenu = await openMenu('employee (Impersonation Mode)');
    expect(within(impersonatingMenu).queryByRole('menuitem', { name: 'Start impersonation' })).toBeNull();
    await userEvent.click(within(impersonatingMenu).getByRole('menuitem', { name: 'End impersonation' }));
    expect(await screen.findByRole('button', { name: 'admin' })).toBeInTheDocument();
    expect(sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(tileIds()[0]).toBe('dashboard'));
  });

  it('clears the override and shows the error in the dialog, keeping the typed name, when the lookup fails', async () => {
    await renderShell('/', { as: 'admin' });
    const dialog = await startImpersonating('ghost');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(within(dialog).getByLabelText(/Username/)).toHaveValue('ghost');
    expect(sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText(/Impersonation Mode/)).toBeNull();
    // One lookup under the override, shared by the start and the queries it mounted; the message once.
    expect(accountLookups().filter((override) => override === 'ghost')).toHaveLength(1);
    expect(screen.getAllByText(NOT_FOUND)).toHaveLength(1);
  });

  it('asks the API again when the same user is tried again, rather than the cached refusal', async () => {
    await renderShell('/', { as: 'admin' });
    await screen.findByRole('list', { name: 'Your Tools' });
    // The first lookup of the impersonated account is refused; the API knows the user the second time.
    fixtures.backend.injectFault({
      method: 'GET',
      path: '/api/v1/userAccount',
      status: 404,
      body: { message: 'User not found', errorCode: 'USER_NOT_FOUND' },
    });
    const dialog = await startImpersonating('employee');
    expect(await within(dialog).findByText(/User not found/)).toBeInTheDocument();
    // The name is still there: trying again is one click.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'employee (Impersonation Mode)' })).toBeInTheDocument();
    expect(sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBe('employee');
    expect(accountLookups().filter((override) => override === 'employee')).toHaveLength(2);
  });

  it('verifies a start with the one lookup that the impersonated home then shows', async () => {
    await renderShell('/', { as: 'admin' });
    await startImpersonating('employee');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back, employee' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(tileIds()).toEqual(EMPLOYEE_TILES));
    expect(accountLookups().filter((override) => override === 'employee')).toHaveLength(1);
  });

  it('ends a stored impersonation that the API refuses after start-up, with a toast', async () => {
    await renderShell('/', { as: 'admin', impersonating: 'ghost' });
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(await screen.findByRole('button', { name: 'admin' })).toBeInTheDocument();
    expect(sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
    // The home is the admin's own again: no dead end with a Try again that could never work.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back, admin' })).toBeInTheDocument();
    await waitFor(() => expect(tileIds()[0]).toBe('dashboard'));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(/Impersonation Mode/)).toBeNull();
  });

  it('ends it on a tool page too', async () => {
    await renderShell('/consoleHelp', { as: 'admin', impersonating: 'ghost' });
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(await screen.findByRole('button', { name: 'admin' })).toBeInTheDocument();
    expect(sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
  });

  it('keeps it when the lookup fails for another reason (5xx), with a way to try again', async () => {
    fixtures.backend.injectFault({
      method: 'GET',
      path: '/api/v1/userAccount',
      status: 503,
      times: 'always',
    });
    await renderShell('/', { as: 'admin', impersonating: 'employee' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The user menu loads once the page is idle.
    expect(await screen.findByRole('button', { name: 'employee (Impersonation Mode)' })).toBeInTheDocument();
    expect(sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBe('employee');
  });

  it('greets and shows the impersonated account, and the drawer says whose it is', async () => {
    await renderShell('/', { as: 'admin', impersonating: 'employee' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back, employee' }),
    ).toBeInTheDocument();
    const menu = await openMenu('employee (Impersonation Mode)');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Account settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Account settings' });
    // The panel's chunk loads on first open.
    expect(await within(drawer).findByText('Impersonating employee')).toBeInTheDocument();
    expect(within(drawer).getByText(/You are signed in as admin/)).toBeInTheDocument();
    expect(within(drawer).getByRole('heading', { name: 'Profile of employee' })).toBeInTheDocument();
    expect(within(drawer).getByText('employee@acme.example')).toBeInTheDocument();
    expect(within(drawer).queryByText('admin@llts.example')).toBeNull();
  });

  it('is not offered to a client, and a stored override is never sent for one', async () => {
    await renderShell('/', { as: 'client', impersonating: 'admin' });
    await screen.findByRole('list', { name: 'Your Tools' });
    const menu = await openMenu('client');
    expect(within(menu).queryByRole('menuitem', { name: 'Start impersonation' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'End impersonation' })).toBeNull();
    const apiCalls = fixtures.backend.journal().filter((entry) => entry.path.startsWith('/api/v1/'));
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.every((entry) => entry.headers.usernameOverride === undefined)).toBe(true);
    expect(screen.queryByText(/Impersonation Mode/)).toBeNull();
  });

  it('signs out: clears the session and the override and goes to the root', async () => {
    await renderShell('/consoleHelp', { as: 'admin', impersonating: 'employee' });
    const menu = await openMenu('employee (Impersonation Mode)');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('shows a banner on every page while impersonating, naming who, and its End impersonation ends it', async () => {
    await renderShell('/consoleHelp', { as: 'admin', impersonating: 'employee' });
    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(banner).toHaveTextContent('Impersonation Mode: you are acting as employee (signed in as admin).');
    await userEvent.click(within(banner).getByRole('button', { name: 'End impersonation' }));
    expect(await screen.findByRole('button', { name: 'admin' })).toBeInTheDocument();
    expect(sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull();
    // The same action as the menu's: the toast, and back to the home.
    expect(await screen.findByText('Impersonation ended.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('shows no banner to a user acting as themselves, nor to a client with a stored override', async () => {
    const admin = await renderShell('/', { as: 'admin' });
    await screen.findByRole('list', { name: 'Your Tools' });
    expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull();
    admin.unmount();
    await renderShell('/', { as: 'client', impersonating: 'admin' });
    await screen.findByRole('list', { name: 'Your Tools' });
    expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull();
  });
});
