import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../src/platform/auth/storedSession';
import { USERNAME_OVERRIDE_HEADER } from '../../../src/platform/http/client';
import { IMPERSONATION_STORAGE_KEY } from '../../../src/platform/impersonation/impersonation';
import { useMswServer } from '../../support/msw';
import { API, renderShell, resetPlatform } from './support/harness';
import { ADMIN, CLIENT, storeSession } from './support/session';

const server = useMswServer();
/** The override header of every GET /userAccount (null: none), in order. */
let accountLookups: Array<string | null> = [];
beforeEach(() => {
  resetPlatform();
  accountLookups = [];
});

const ACCOUNTS: Record<string, { roles: string[]; apps: string[] }> = {
  admin: { roles: ['ADMIN'], apps: ['invoices'] },
  employee: { roles: ['CLIENT_EMPLOYEE'], apps: ['createProject', 'reports'] },
  client: { roles: ['CLIENT'], apps: ['reports'] },
};

/** Answers as the overridden user when the header is there; records every override seen. */
function backend(signedInAs: string, { failWith }: { failWith?: number } = {}) {
  const overrides: Array<string | null> = [];
  const who = (request: Request) => {
    const override = request.headers.get(USERNAME_OVERRIDE_HEADER);
    overrides.push(override);
    return override ?? signedInAs;
  };
  server.use(
    http.get(`${API}/userAccount`, ({ request }) => {
      const name = who(request);
      accountLookups.push(request.headers.get(USERNAME_OVERRIDE_HEADER));
      if (failWith && name !== signedInAs)
        return HttpResponse.json({ message: 'Down' }, { status: failWith });
      const account = ACCOUNTS[name];
      if (!account)
        return HttpResponse.json(
          { message: `User ${name} not found`, errorCode: 'USER_NOT_FOUND' },
          { status: 404 },
        );
      return HttpResponse.json({
        loginName: name,
        email: `${name}@acme.example`,
        firstName: name === 'employee' ? 'Emma' : null,
        roles: account.roles,
        clientConfig: { clientId: 'acme', companyName: 'Acme' },
      });
    }),
    http.get(`${API}/userAccount/enabledApplications`, ({ request }) =>
      HttpResponse.json({ applicationIds: ACCOUNTS[who(request)]?.apps ?? [] }),
    ),
  );
  return overrides;
}

async function openMenu(label: string | RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: label }));
  return screen.findByRole('menu');
}

describe('impersonation', () => {
  it('lets an admin start impersonation after the username is verified, and end it', async () => {
    storeSession(ADMIN);
    const overrides = backend('admin');
    renderShell('/');
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
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('[data-tool-id]')].map((li) => (li as HTMLElement).dataset.toolId),
      ).toEqual(['createProject', 'reports']),
    );
    expect(overrides).toContain('employee');

    const impersonatingMenu = await openMenu('employee (Impersonation Mode)');
    expect(within(impersonatingMenu).queryByRole('menuitem', { name: 'Start impersonation' })).toBeNull();
    await userEvent.click(within(impersonatingMenu).getByRole('menuitem', { name: 'End impersonation' }));
    expect(await screen.findByRole('button', { name: 'admin' })).toBeInTheDocument();
    expect(sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
  });

  it('clears the override and shows the error in the dialog, keeping the typed name, when the lookup fails', async () => {
    storeSession(ADMIN);
    backend('admin');
    renderShell('/');
    await screen.findByRole('list', { name: 'Your Tools' });
    const menu = await openMenu('admin');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Start impersonation' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Username/), 'ghost');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'User ghost not found [Error code: USER_NOT_FOUND]',
    );
    expect(within(dialog).getByLabelText(/Username/)).toHaveValue('ghost');
    expect(sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText(/Impersonation Mode/)).toBeNull();
    // One lookup under the override, shared by the start and the queries it mounted; the message once.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(accountLookups.filter((override) => override === 'ghost')).toHaveLength(1);
    expect(screen.getAllByText('User ghost not found [Error code: USER_NOT_FOUND]')).toHaveLength(1);
  });

  it('asks the API again when the same user is tried again, rather than the cached refusal', async () => {
    storeSession(ADMIN);
    backend('admin');
    renderShell('/');
    await screen.findByRole('list', { name: 'Your Tools' });
    await userEvent.click(
      within(await openMenu(/admin/)).getByRole('menuitem', { name: 'Start impersonation' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Username/), 'newcomer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByText(/User newcomer not found/)).toBeInTheDocument();
    ACCOUNTS.newcomer = { roles: ['CLIENT'], apps: ['reports'] };
    try {
      // The name is still there: trying again is one click.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(
        await screen.findByRole('button', { name: 'newcomer (Impersonation Mode)' }),
      ).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBe('newcomer');
      expect(accountLookups.filter((override) => override === 'newcomer')).toHaveLength(2);
    } finally {
      delete ACCOUNTS.newcomer;
    }
  });

  it('verifies a start with the one lookup that the impersonated home then shows', async () => {
    storeSession(ADMIN);
    backend('admin');
    renderShell('/');
    await screen.findByRole('list', { name: 'Your Tools' });
    await userEvent.click(
      within(await openMenu('admin')).getByRole('menuitem', { name: 'Start impersonation' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Username/), 'employee');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back, employee' }),
    ).toBeInTheDocument();
    expect(accountLookups.filter((override) => override === 'employee')).toHaveLength(1);
  });

  it('ends a stored impersonation that the API refuses after start-up, with a toast', async () => {
    storeSession(ADMIN);
    sessionStorage.setItem(IMPERSONATION_STORAGE_KEY, 'ghost');
    backend('admin');
    renderShell('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'User ghost not found [Error code: USER_NOT_FOUND]',
    );
    expect(await screen.findByRole('button', { name: 'admin' })).toBeInTheDocument();
    expect(sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
    // The home is the admin's own again: no dead end with a Try again that could never work.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back, admin' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('[data-tool-id]')].map((li) => (li as HTMLElement).dataset.toolId),
      ).toEqual(['dashboard', 'invoices']),
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(/Impersonation Mode/)).toBeNull();
  });

  it('ends it on a tool page too, and keeps it when the lookup fails for another reason (5xx)', async () => {
    storeSession(ADMIN);
    sessionStorage.setItem(IMPERSONATION_STORAGE_KEY, 'ghost');
    backend('admin');
    const view = renderShell('/consoleHelp');
    expect(await screen.findByRole('alert')).toHaveTextContent('User ghost not found');
    expect(await screen.findByRole('button', { name: 'admin' })).toBeInTheDocument();
    expect(sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
    view.unmount();

    resetPlatform();
    storeSession(ADMIN);
    sessionStorage.setItem(IMPERSONATION_STORAGE_KEY, 'employee');
    backend('admin', { failWith: 503 });
    renderShell('/');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'employee (Impersonation Mode)' })).toBeInTheDocument();
    expect(sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBe('employee');
  });

  it('greets and shows the impersonated account, and the drawer says whose it is', async () => {
    storeSession(ADMIN);
    sessionStorage.setItem(IMPERSONATION_STORAGE_KEY, 'employee');
    backend('admin');
    renderShell('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back, employee' }),
    ).toBeInTheDocument();
    const menu = await openMenu('employee (Impersonation Mode)');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Account settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Account settings' });
    expect(within(drawer).getByText('Impersonating employee')).toBeInTheDocument();
    expect(within(drawer).getByText(/You are signed in as admin/)).toBeInTheDocument();
    expect(within(drawer).getByRole('heading', { name: 'Profile of employee' })).toBeInTheDocument();
    expect(within(drawer).getByText('employee@acme.example')).toBeInTheDocument();
    expect(within(drawer).getByText('Emma')).toBeInTheDocument();
    expect(within(drawer).queryByText('admin@acme.example')).toBeNull();
  });

  it('is not offered to a client, and a stored override is never sent for one', async () => {
    sessionStorage.setItem(IMPERSONATION_STORAGE_KEY, 'admin');
    storeSession(CLIENT);
    const overrides = backend('client');
    renderShell('/');
    await screen.findByRole('list', { name: 'Your Tools' });
    const menu = await openMenu('client');
    expect(within(menu).queryByRole('menuitem', { name: 'Start impersonation' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'End impersonation' })).toBeNull();
    expect(overrides.every((value) => value === null)).toBe(true);
    expect(screen.queryByText(/Impersonation Mode/)).toBeNull();
  });

  it('signs out: clears the session and the override and goes to the root', async () => {
    storeSession(ADMIN);
    sessionStorage.setItem(IMPERSONATION_STORAGE_KEY, 'employee');
    backend('admin');
    renderShell('/consoleHelp');
    const menu = await openMenu('employee (Impersonation Mode)');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });
});
