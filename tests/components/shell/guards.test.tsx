import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { evaluateAccess } from '../../../src/shell/access/evaluateAccess';
import { RESTRICTED_MESSAGES } from '../../../src/shell/access/restrictedMessages';
import { useFixtureServer } from '../../support/fixtureServer';
import { currentPath, renderShell } from '../../support/renderTool';

useFixtureServer();

describe('tool route guards', () => {
  it('sends a signed-out visitor of a protected route to sign-in, remembering where to return', async () => {
    await renderShell('/reports?sort=name');
    await waitFor(() =>
      expect(currentPath()).toBe(`/signIn?returnTo=${encodeURIComponent('/reports?sort=name')}`),
    );
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps the branch segment on the way to sign-in', async () => {
    await renderShell('/b-east/machineTranslation');
    await waitFor(() => expect(window.location.pathname).toBe('/b-east/signIn'));
    expect(new URLSearchParams(window.location.search).get('returnTo')).toBe('/b-east/machineTranslation');
  });

  it('shows "application not enabled" to a client user without the application', async () => {
    // employee has createProject, machineTranslation and reports; not coupa.
    await renderShell('/coupa', { as: 'employee' });
    expect(await screen.findByText(RESTRICTED_MESSAGES.applicationNotEnabled.message)).toBeInTheDocument();
  });

  it('shows "insufficient permissions" to a user without a client role', async () => {
    // admin has reports enabled, but reports are for client roles.
    await renderShell('/reports/7', { as: 'admin' });
    expect(await screen.findByText(RESTRICTED_MESSAGES.insufficientPermissions.message)).toBeInTheDocument();
  });

  it('opens the tool for a client with the application enabled', async () => {
    await renderShell('/reports', { as: 'client' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Project status/ })).toBeInTheDocument();
  });

  it('sends non-staff away from the dashboard and lets staff in', async () => {
    const first = await renderShell('/DASHBOARD', { as: 'client' });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    first.unmount();

    await renderShell('/DASHBOARD', { as: 'qa' });
    expect(await screen.findByRole('heading', { name: 'Staff Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/DASHBOARD');
  });

  it('shows public pages to anyone and a not-found page for unknown paths', async () => {
    const view = await renderShell('/consoleHelp');
    expect(await screen.findByRole('heading', { name: 'Help & FAQ' })).toBeInTheDocument();
    view.unmount();
    await renderShell('/b-east/no/such/page');
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
