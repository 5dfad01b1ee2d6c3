// /changePassword on the real fixtures and their emulated user pool (Demo-pass-1 is every persona's password).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../../src/apps/changePassword/manifest';
import { LOCALE_STORAGE_KEY } from '../../../../src/platform/i18n/localeChoice';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool, type RenderedView } from '../../../support/renderTool';

const fixtures = useFixtureServer();

async function fill({ user }: RenderedView, oldPassword: string, newPassword: string, repeat = newPassword) {
  const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
  await user.type(within(dialog).getByLabelText(/^Old Password/), oldPassword);
  await user.type(within(dialog).getByLabelText(/^New Password/), newPassword);
  await user.type(within(dialog).getByLabelText(/^Repeat New Password/), repeat);
  await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
  return dialog;
}
const poolPassword = (username: string) =>
  fixtures.backend.ctx.state.users.find((u) => u.username === username)?.password;

describe('change password', () => {
  it('changes the password through the identity service, then says so', async () => {
    const view = await renderTool(manifest, '/changePassword', { as: 'employee' });
    await fill(view, 'Demo-pass-1', 'Newer-pass-2');
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeVisible();
    // A success page, not an error page dressed as one.
    const outcome = screen.getByRole('region', { name: 'Password changed' });
    expect(within(outcome).getByRole('img', { name: 'Success' })).toBeVisible();
    expect(poolPassword('employee')).toBe('Newer-pass-2');
  });

  it('a wrong old password: Invalid Old Password value under it, values kept', async () => {
    const view = await renderTool(manifest, '/changePassword', { as: 'employee' });
    const dialog = await fill(view, 'Wrong-pass-1', 'Newer-pass-2');
    expect(await within(dialog).findByText('Invalid Old Password value')).toBeVisible();
    expect(within(dialog).getByLabelText(/^New Password/)).toHaveValue('Newer-pass-2');
    expect(poolPassword('employee')).toBe('Demo-pass-1');
  });

  it('the new password follows the shared rule; the repeat must match it', async () => {
    const view = await renderTool(manifest, '/changePassword', { as: 'employee' });
    const dialog = await fill(view, 'Demo-pass-1', 'newer-pass', 'other');
    expect(await within(dialog).findByText('Password must contain at least one digit')).toBeVisible();
    expect(within(dialog).getByText('Entered value does not match the New Password value')).toBeVisible();
    expect(poolPassword('employee')).toBe('Demo-pass-1');
  });

  it('another identity error shows its own message', async () => {
    const view = await renderTool(manifest, '/changePassword', { as: 'employee' });
    fixtures.backend.injectFault({
      method: 'POST',
      path: '/cognito/*',
      status: 400,
      body: {
        __type: 'LimitExceededException',
        message: 'Attempt limit exceeded, please try after some time.',
      },
    });
    const dialog = await fill(view, 'Demo-pass-1', 'Newer-pass-2');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Attempt limit exceeded, please try after some time.',
    );
  });

  it('a single-sign-on account sees only a warning', async () => {
    await renderTool(manifest, '/changePassword', { as: 'sso' });
    expect(await screen.findByText(/cannot be changed here/)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
  });

  it('reads in German: the page, the dialog and the confirmation', async () => {
    const { user } = await renderTool(manifest, '/changePassword', {
      as: 'employee',
      localStorage: { [LOCALE_STORAGE_KEY]: 'de' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Ihr Passwort ändern' });
    await waitFor(() => expect(document.title).toBe('Passwort ändern · Language Services Portal'));
    expect(
      screen.getByText('Ändern Sie das Passwort, mit dem Sie sich im Portal anmelden.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Altes Passwort/), 'Demo-pass-1');
    await user.type(within(dialog).getByLabelText(/^Neues Passwort(?! wiederholen)/), 'Newer-pass-2');
    await user.type(within(dialog).getByLabelText(/^Neues Passwort wiederholen/), 'Newer-pass-2');
    await user.click(within(dialog).getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByRole('heading', { name: 'Passwort geändert' })).toBeVisible();
    expect(screen.getByText(/^Ihr Passwort wurde geändert\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
  });

  it('tells a single-sign-on account in German why it cannot change its password here', async () => {
    await renderTool(manifest, '/changePassword', {
      as: 'sso',
      localStorage: { [LOCALE_STORAGE_KEY]: 'de' },
    });
    expect(await screen.findByText('Das Passwort verwaltet Ihre Organisation.')).toBeVisible();
    expect(screen.getByText(/kann Ihr Passwort hier nicht geändert werden/)).toBeVisible();
  });
});
