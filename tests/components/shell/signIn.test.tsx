import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '../../../src/platform/http/catalogue';
import { demoControlsAtom } from '../../../src/platform/react/demoControls';
import { platformStore } from '../../../src/platform/react/platformStore';
import { MESSAGES } from '../../../src/platform/validation/messages';
import { useMswServer } from '../../support/msw';
import { cognitoDown, fakeCognito, WRONG_PASSWORD } from './support/fakeCognito';
import { accountHandlers, currentPath, renderShell, resetPlatform } from './support/harness';

const server = useMswServer();
beforeEach(resetPlatform);

const USERS = [
  { username: 'client', groups: ['CLIENT'], password: 'Demo-pass-1' },
  { username: 'mfa', groups: ['CLIENT_EMPLOYEE'], password: 'Demo-pass-1', totp: '123456' },
];

async function signInWith(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/Username/), username);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it('signs in and returns to the remembered path', async () => {
    server.use(fakeCognito(USERS).handler, ...accountHandlers({ applicationIds: ['consoleHelp'] }));
    renderShell(`/signIn?returnTo=${encodeURIComponent('/consoleHelp')}`);
    await signInWith('client', 'Demo-pass-1');
    await waitFor(() => expect(currentPath()).toBe('/consoleHelp'));
    expect(await screen.findByRole('button', { name: 'client' })).toBeInTheDocument();
  });

  it("shows the identity service's message for a wrong password", async () => {
    server.use(fakeCognito(USERS).handler);
    renderShell('/signIn');
    await signInWith('client', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_PASSWORD);
    // Nothing typed is lost: the user corrects the password only.
    expect(screen.getByLabelText(/Username/)).toHaveValue('client');
    expect(screen.getByLabelText(/Password/)).toHaveValue('wrong');
  });

  it('shows the sign-in failure text (two spaces) when the service fails', async () => {
    server.use(cognitoDown);
    renderShell('/signIn');
    await signInWith('client', 'Demo-pass-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Unable to sign in.  Please try again later.');
    expect(alert.textContent).toBe(COMMON_MESSAGES.signInFailed);
  });

  it('asks for the authenticator code, rejects a wrong one and accepts the right one', async () => {
    server.use(fakeCognito(USERS).handler, ...accountHandlers({ roles: ['CLIENT_EMPLOYEE'] }));
    renderShell('/signIn?returnTo=%2F');
    await signInWith('mfa', 'Demo-pass-1');
    const code = await screen.findByLabelText(/Authentication code/);
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText(MESSAGES.MFA_CODE_FORMAT)).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.INVALID_MFA_CODE);

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back, mfa' })).toBeInTheDocument();
  });

  it('never follows a return path to another origin', async () => {
    server.use(fakeCognito(USERS).handler, ...accountHandlers());
    renderShell(`/signIn?returnTo=${encodeURIComponent('//evil.example/steal')}`);
    await signInWith('client', 'Demo-pass-1');
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('offers one-click demo sign-ins in fixture mode only', async () => {
    const { handler, calls } = fakeCognito(USERS);
    server.use(handler, ...accountHandlers());
    const plain = renderShell('/signIn');
    await screen.findByLabelText(/Username/);
    expect(screen.queryByRole('button', { name: 'Sign in as client' })).toBeNull();
    plain.unmount();

    platformStore.set(demoControlsAtom, {
      resetDemoData: () => undefined,
      password: 'Demo-pass-1',
      personas: [{ username: 'client', summary: 'CLIENT — every tool' }],
    });
    renderShell('/signIn');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in as client' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back, client' })).toBeInTheDocument();
    expect(calls).toEqual(['InitiateAuth']);
  });
});
