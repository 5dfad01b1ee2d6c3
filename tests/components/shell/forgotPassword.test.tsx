import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_TEXTS as T } from '../../../src/platform/flows/passwordResetTexts';
import { MESSAGES } from '../../../src/platform/validation/messages';
import { useFixtureServer } from '../../support/fixtureServer';
import { currentPath, renderShell } from '../../support/renderTool';

const fixtures = useFixtureServer();

const NEW_PASSWORD = 'Fresh-pass-2';
const identityCalls = () =>
  fixtures.backend
    .journal()
    .map((entry) => entry.operation)
    .filter(Boolean);

async function requestCode(username: string) {
  await userEvent.type(await screen.findByLabelText(/^Username or e-mail address/), username);
  await userEvent.click(screen.getByRole('button', { name: T.send }));
  return screen.findByRole('status');
}

async function fillReset(code: string, password: string, repeat = password) {
  await userEvent.type(await screen.findByLabelText(/^Code from the e-mail/), code);
  await userEvent.type(screen.getByLabelText(/^New Password/), password);
  await userEvent.type(screen.getByLabelText(/^Repeat New Password/), repeat);
  await userEvent.click(screen.getByRole('button', { name: T.submit }));
}

describe('forgotten password', () => {
  it('goes from the sign-in page through the mailed code back to sign-in, where the new password works', async () => {
    await renderShell(`/signIn?returnTo=${encodeURIComponent('/consoleHelp')}`);
    await userEvent.click(await screen.findByRole('link', { name: T.link }));
    expect(await screen.findByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(await requestCode('employee')).toHaveTextContent(T.codeSent);

    await fillReset(fixtures.backend.lastVerificationCode('employee@acme.example')!, NEW_PASSWORD);
    expect(await screen.findByRole('status')).toHaveTextContent(T.done);
    expect(currentPath()).toBe('/signIn?returnTo=%2FconsoleHelp&passwordReset=1');
    await userEvent.type(screen.getByLabelText(/Username/), 'employee');
    await userEvent.type(screen.getByLabelText(/Password/), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentPath()).toBe('/consoleHelp'));
  });

  it('says the same to a name no account has, and refuses its codes in the pool’s words', async () => {
    await renderShell('/forgotPassword');
    expect(await requestCode('nobody-by-that-name')).toHaveTextContent(T.codeSent);
    await fillReset('123456', NEW_PASSWORD);
    const code = screen.getByLabelText(/^Code from the e-mail/);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('Invalid verification code provided, please try again.'),
    );
  });

  it('checks the code, the shared password rule and the repeat before sending, in the spec’s words', async () => {
    await renderShell('/forgotPassword');
    await requestCode('employee');
    await fillReset('123', 'weakpass', 'weakpass');
    expect(screen.getByLabelText(/^Code from the e-mail/)).toHaveAccessibleDescription(
      MESSAGES.VERIFICATION_CODE_LENGTH,
    );
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(MESSAGES.PASSWORD_DIGIT);

    await userEvent.clear(screen.getByLabelText(/^New Password/));
    await userEvent.type(screen.getByLabelText(/^New Password/), 'longenough1');
    await userEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(MESSAGES.PASSWORD_UPPER_CASE);
    expect(screen.getByLabelText(/^Repeat New Password/)).toHaveAccessibleDescription(
      MESSAGES.NEW_PASSWORD_MISMATCH,
    );
    expect(identityCalls()).toEqual(['ForgotPassword']);
  });

  it('asks for the name before sending anything, and a new code on request', async () => {
    await renderShell('/forgotPassword');
    await userEvent.click(await screen.findByRole('button', { name: T.send }));
    expect(screen.getByLabelText(/^Username or e-mail address/)).toHaveAccessibleDescription(
      MESSAGES.REQUIRED,
    );
    expect(identityCalls()).toEqual([]);
    await requestCode('employee');
    await userEvent.click(screen.getByRole('button', { name: T.resend }));
    await waitFor(() => expect(identityCalls()).toEqual(['ForgotPassword', 'ForgotPassword']));
    expect(within(screen.getByRole('status')).getByText(T.codeSent)).toBeInTheDocument();
  });
});
