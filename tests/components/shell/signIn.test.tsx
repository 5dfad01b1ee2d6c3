import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '../../../src/platform/http/catalogue';
import { MESSAGES } from '../../../src/platform/validation/messages';
import { useFixtureServer } from '../../support/fixtureServer';
import { totpCode } from '../../support/platform';
import { currentPath, renderShell } from '../../support/renderTool';

const fixtures = useFixtureServer();

async function signInWith(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/Username/), username);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The identity operations the page called (X-Amz-Target), in order. */
const identityCalls = () =>
  fixtures.backend
    .journal()
    .map((entry) => entry.operation)
    .filter(Boolean);

describe('sign-in page', () => {
  it('signs in and returns to the remembered path', async () => {
    await renderShell(`/signIn?returnTo=${encodeURIComponent('/consoleHelp')}`);
    await signInWith('client', 'Demo-pass-1');
    await waitFor(() => expect(currentPath()).toBe('/consoleHelp'));
    expect(await screen.findByRole('button', { name: 'client' })).toBeInTheDocument();
  });

  it("shows the identity service's own message for a wrong password, keeping what was typed", async () => {
    await renderShell('/signIn');
    await signInWith('client', 'wrong');
    const alert = await screen.findByRole('alert');
    // The service's words (Cognito's NotAuthorizedException), not the generic failure.
    expect(alert).toHaveTextContent(/incorrect username or password/i);
    expect(alert.textContent).not.toBe(COMMON_MESSAGES.signInFailed);
    expect(screen.getByLabelText(/Username/)).toHaveValue('client');
    expect(screen.getByLabelText(/Password/)).toHaveValue('wrong');
  });

  it('shows the sign-in failure text when the service fails', async () => {
    fixtures.backend.injectFault({ method: 'POST', path: '/cognito/', status: 500, body: {} });
    await renderShell('/signIn');
    await signInWith('client', 'Demo-pass-1');
    expect((await screen.findByRole('alert')).textContent).toBe(COMMON_MESSAGES.signInFailed);
    expect(screen.queryByRole('button', { name: 'client' })).toBeNull();
  });

  it('asks for the authenticator code, rejects a wrong one and accepts the right one', async () => {
    await renderShell('/signIn?returnTo=%2F');
    await signInWith('mfa', 'Demo-pass-1');
    const code = await screen.findByLabelText(/Authentication code/);
    // The code is named as in the setup steps and the help: one wording per code.
    expect(screen.getByText('Enter the 6-digit code your authenticator app shows.')).toBeInTheDocument();
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText(MESSAGES.MFA_CODE_FORMAT)).toBeInTheDocument();

    // A code that is certainly not the current one.
    const wrong = totpCode().replace(/\d$/, (digit) => String((Number(digit) + 5) % 10));
    await userEvent.clear(code);
    await userEvent.type(code, wrong);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.INVALID_MFA_CODE);

    await userEvent.clear(code);
    await userEvent.type(code, totpCode());
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back, mfa' })).toBeInTheDocument();
  });

  it('never follows a return path to another origin', async () => {
    await renderShell(`/signIn?returnTo=${encodeURIComponent('//evil.example/steal')}`);
    await signInWith('client', 'Demo-pass-1');
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('offers one-click demo sign-ins in fixture mode only', async () => {
    const plain = await renderShell('/signIn');
    await screen.findByLabelText(/Username/);
    expect(screen.queryByRole('button', { name: /^Sign in as client/ })).toBeNull();
    plain.unmount();

    await renderShell('/signIn', { demoControls: true });
    await userEvent.click(await screen.findByRole('button', { name: /^Sign in as client/ }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back, client' })).toBeInTheDocument();
    expect(identityCalls()).toEqual(['InitiateAuth']);
  });
});
