import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { evaluateAccess } from '../../../src/shell/access/evaluateAccess';
import { RESTRICTED_MESSAGES } from '../../../src/shell/access/restrictedMessages';
import { useMswServer } from '../../support/msw';
import { accountHandlers, API, currentPath, renderShell, resetPlatform } from './support/harness';
import { ADMIN, CLIENT, EMPLOYEE, QA, storeSession } from './support/session';

const server = useMswServer();
beforeEach(resetPlatform);

describe('tool route guards', () => {
  it('sends a signed-out visitor of a protected route to sign-in, remembering where to return', async () => {
    renderShell('/reports?sort=name');
    await waitFor(() =>
      expect(currentPath()).toBe(`/signIn?returnTo=${encodeURIComponent('/reports?sort=name')}`),
    );
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps the branch segment on the way to sign-in', async () => {
    server.use(
      http.get(`${API}/branches/b-east`, () => HttpResponse.json({ supportEmail: 'east@llts.example' })),
    );
    renderShell('/b-east/machineTranslation');
    await waitFor(() => expect(window.location.pathname).toBe('/b-east/signIn'));
    expect(new URLSearchParams(window.location.search).get('returnTo')).toBe('/b-east/machineTranslation');
  });

  it('shows "application not enabled" to a client user without the application', async () => {
    storeSession(EMPLOYEE);
    server.use(...accountHandlers({ roles: ['CLIENT_EMPLOYEE'], applicationIds: ['createProject'] }));
    renderShell('/reports');
    expect(await screen.findByText(RESTRICTED_MESSAGES.applicationNotEnabled.message)).toBeInTheDocument();
  });

  it('shows "insufficient permissions" to a user without a client role', async () => {
    storeSession(ADMIN);
    server.use(...accountHandlers({ roles: ['ADMIN'], applicationIds: ['reports'] }));
    renderShell('/reports/7');
    expect(await screen.findByText(RESTRICTED_MESSAGES.insufficientPermissions.message)).toBeInTheDocument();
  });

  it('opens the tool for a client with the application enabled', async () => {
    storeSession(CLIENT);
    server.use(...accountHandlers({ applicationIds: ['reports'] }));
    renderShell('/reports');
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('sends non-staff away from the dashboard and lets staff in', async () => {
    storeSession(CLIENT);
    server.use(...accountHandlers());
    const first = renderShell('/DASHBOARD');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    first.unmount();

    resetPlatform();
    storeSession(QA);
    server.use(...accountHandlers({ roles: ['QA'], applicationIds: [] }));
    renderShell('/DASHBOARD');
    expect(await screen.findByRole('heading', { name: 'Staff Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/DASHBOARD');
  });

  it('shows public pages to anyone and a not-found page for unknown paths', async () => {
    const view = renderShell('/consoleHelp');
    expect(await screen.findByRole('heading', { name: 'Help & FAQ' })).toBeInTheDocument();
    view.unmount();
    server.use(http.get(`${API}/branches/b-east`, () => HttpResponse.json({})));
    renderShell('/b-east/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/b-east/no/such/page');
  });
});

describe('evaluateAccess', () => {
  const signedIn = { signedIn: true, roles: ['CLIENT'], enabledApplications: ['reports'] };
  it('decides in the order sign-in, role, application', () => {
    const rule = { kind: 'roles', roles: ['CLIENT', 'CLIENT_EMPLOYEE'], application: 'reports' } as const;
    expect(evaluateAccess(rule, { ...signedIn, signedIn: false })).toEqual({ kind: 'signIn' });
    expect(evaluateAccess(rule, { ...signedIn, roles: ['QA'] })).toEqual({
      kind: 'restricted',
      reason: 'insufficientPermissions',
    });
    expect(evaluateAccess(rule, { ...signedIn, enabledApplications: [] })).toEqual({
      kind: 'restricted',
      reason: 'applicationNotEnabled',
    });
    expect(evaluateAccess(rule, { ...signedIn, enabledApplications: undefined })).toEqual({
      kind: 'pending',
    });
    expect(evaluateAccess(rule, signedIn)).toEqual({ kind: 'allowed' });
  });

  it('limits staff routes to the staff list and leaves public routes open', () => {
    expect(evaluateAccess({ kind: 'staff' }, { ...signedIn, roles: ['SUPER_USER'] })).toEqual({
      kind: 'redirectHome',
    });
    expect(evaluateAccess({ kind: 'staff' }, { ...signedIn, roles: ['POWER_USER'] })).toEqual({
      kind: 'allowed',
    });
    expect(
      evaluateAccess(
        { kind: 'public' },
        { signedIn: false, roles: undefined, enabledApplications: undefined },
      ),
    ).toEqual({ kind: 'allowed' });
  });
});
