// The MFA dialog on the real Cognito emulation: the secret the dialog shows is the one the pool checks codes
// against, so a code computed from it turns the app on, and the next sign-in asks for a code.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../../fixtures/node';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderShell } from '../../../support/renderTool';
import { openAccountSettings } from './support';

const { backend } = useFixtureServer();

const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')) }).generate({
    timestamp: backend.ctx.clock.now(),
  });

async function openMfaDialog(username: string) {
  const drawer = await openAccountSettings(username);
  await waitFor(() => expect(within(drawer).getByTestId('mfa-status')).toHaveTextContent('Disabled'));
  await userEvent.click(within(drawer).getByRole('button', { name: 'MFA Settings' }));
  return { drawer, dialog: await screen.findByRole('dialog', { name: 'MFA Settings' }) };
}

describe('MFA settings', () => {
  it('sets up the authenticator app: QR code, secret, a wrong code refused, the right one turns it on', async () => {
    const { platform } = await renderShell('/', { as: 'employee' });
    const { drawer, dialog } = await openMfaDialog('employee');

    await userEvent.click(within(dialog).getByRole('switch', { name: 'Authenticator App' }));
    const secret = (await within(dialog).findByTestId('authenticator-secret')).textContent ?? '';
    expect(secret.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{32}$/);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    const qr = await within(dialog).findByRole('img', {
      name: 'QR code to scan with your authenticator app',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    const code = within(dialog).getByRole('textbox', { name: /Authentication code/ });
    // The code is named as at sign-in: one wording per code.
    expect(within(dialog).getAllByRole('listitem')[2]).toHaveTextContent(
      /6-digit code your authenticator app shows/,
    );
    expect(code).toHaveAccessibleDescription(/6-digit code your authenticator app shows/);
    const right = codeFor(secret);
    await userEvent.type(code, `${right.slice(0, 5)}${(Number(right[5]) + 5) % 10}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(MESSAGES.INVALID_MFA_CODE)).toBeInTheDocument();
    expect(code).toHaveValue(`${right.slice(0, 5)}${(Number(right[5]) + 5) % 10}`);

    await userEvent.clear(code);
    await userEvent.type(code, codeFor(secret));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('switch', { name: 'Authenticator App' })).toBeChecked();
    // The profile behind the dialog changed with it.
    expect(within(drawer).getByTestId('mfa-status')).toHaveTextContent('Enabled');

    // The next sign-in asks for the code.
    const next = await act(async () => {
      await platform.auth.signOut();
      return platform.auth.signIn('employee', DEMO_PASSWORD);
    });
    expect(next.status).toBe('mfaRequired');
  });

  it('each step takes the focus at its heading: the setup when the app is switched on, the summary after Back', async () => {
    await renderShell('/', { as: 'employee' });
    const { dialog } = await openMfaDialog('employee');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Authenticator App' }));
    // The switch went away with the summary step: focus is on the setup's heading, not on <body>.
    expect(
      await within(dialog).findByRole('heading', { name: 'Set up the authenticator app' }),
    ).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await within(dialog).findByRole('heading', { name: 'Multi-factor authentication' })).toHaveFocus();
  });

  it('turning it off asks first, then the status reads Disabled everywhere', async () => {
    await renderShell('/', { as: 'mfa' });
    const drawer = await openAccountSettings('mfa');
    await waitFor(() => expect(within(drawer).getByTestId('mfa-status')).toHaveTextContent('Enabled'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'MFA Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'MFA Settings' });
    await userEvent.click(await within(dialog).findByRole('switch', { name: 'Authenticator App' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable Authenticator App MFA' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('switch', { name: 'Authenticator App' })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('switch', { name: 'Authenticator App' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Disable Authenticator App MFA' })).getByRole(
        'button',
        { name: 'Disable' },
      ),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('switch', { name: 'Authenticator App' })).not.toBeChecked(),
    );
    expect(within(drawer).getByTestId('mfa-status')).toHaveTextContent('Disabled');
    expect(backend.ctx.state.users.find((user) => user.username === 'mfa')?.mfaEnabled).toBe(false);
  });

  it("a manager's own row in Organization Users follows the change at once", async () => {
    await renderShell('/', { as: 'client' });
    const drawer = await openAccountSettings('client');
    // The list is loaded (and cached) first, with the manager's MFA off.
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Organization Users' }));
    await userEvent.type(await within(drawer).findByRole('searchbox', { name: 'Search' }), 'client@acme');
    const ownMfa = () =>
      within(within(drawer).getByRole('table', { name: 'Organization users' })).getAllByRole('cell')[2];
    await waitFor(() => expect(ownMfa()).toHaveTextContent('No'));

    await userEvent.click(within(drawer).getByRole('tab', { name: 'Profile' }));
    await waitFor(() => expect(within(drawer).getByTestId('mfa-status')).toHaveTextContent('Disabled'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'MFA Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'MFA Settings' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Authenticator App' }));
    const secret = (await within(dialog).findByTestId('authenticator-secret')).textContent ?? '';
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Authentication code/ }),
      codeFor(secret),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('switch', { name: 'Authenticator App' })).toBeChecked(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(within(drawer).getByRole('tab', { name: 'Organization Users' }));
    await userEvent.type(await within(drawer).findByRole('searchbox', { name: 'Search' }), 'client@acme');
    await waitFor(() => expect(ownMfa()).toHaveTextContent('Yes'));
  });

  it('is not offered to single sign-on accounts nor where the client has MFA off', async () => {
    await renderShell('/', { as: 'noapps' });
    const drawer = await openAccountSettings('noapps');
    expect(within(drawer).getByRole('link', { name: 'Change password' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'MFA Settings' })).toBeNull();
  });
});
