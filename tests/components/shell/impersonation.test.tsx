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
beforeEach(resetPlatform);

const ACCOUNTS: Record<string, { roles: string[]; apps: string[] }> = {
  admin: { roles: ['ADMIN'], apps: ['invoices'] },
  employee: { roles: ['CLIENT_EMPLOYEE'], apps: ['createProject', 'reports'] },
  client: { roles: ['CLIENT'], apps: ['reports'] },
};

/** Answers as the overridden user when the header is there; records every override seen. */
function backend(signedInAs: string) {
  const overrides: Array<string | null> = [];
  const who = (request: Request) => {
    const override = request.headers.get(USERNAME_OVERRIDE_HEADER);
    overrides.push(override);
    return override ?? signedInAs;
  };
  server.use(
    http.get(`${API}/userAccount`, ({ request }) => {
      const name = who(request);
      const account = ACCOUNTS[name];
      if (!account)
        return HttpResponse.json(
          { message: `User ${name} not found`, errorCode: 'USER_NOT_FOUND' },
          { status: 404 },
        );
      return HttpResponse.json({
        loginName: name,
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

  it('clears the override and shows the error when the lookup fails', async () => {
    storeSession(ADMIN);
    backend('admin');
    renderShell('/');
    await screen.findByRole('list', { name: 'Your Tools' });
    const menu = await openMenu('admin');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Start impersonation' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Username/), 'ghost');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('User ghost not found [Error code: USER_NOT_FOUND]')).toBeInTheDocument();
    expect(sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText(/Impersonation Mode/)).toBeNull();
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
