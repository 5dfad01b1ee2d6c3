// /confirmEmail on the real fixtures: the seeded employee gets a code in the fixtures' mailbox state.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../../src/apps/confirmEmail/manifest';
import { LOCALE_STORAGE_KEY } from '../../../../src/platform/i18n/localeChoice';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool } from '../../../support/renderTool';

const fixtures = useFixtureServer();
const EMAIL = 'employee@acme.example';

function issueCode(code: string, ageMs = 0) {
  const { ctx } = fixtures.backend;
  ctx.state.verificationCodes[EMAIL] = { code, sentAt: ctx.clock.now() - ageMs, sends: 1 };
}
const german = { localStorage: { [LOCALE_STORAGE_KEY]: 'de' } };

const confirmCalls = () => fixtures.backend.journal().filter((e) => e.path.endsWith('/actions/confirmEmail'));

describe('confirm e-mail', () => {
  it.each([
    '/confirmEmail',
    `/confirmEmail?email=${EMAIL}`,
    '/confirmEmail?verificationCode=123456',
    '/confirmEmail?email=&verificationCode=1',
  ])('%s: a missing parameter is the invalid-URL message, nothing sent', async (url) => {
    await renderTool(manifest, url);
    expect(await screen.findByRole('heading', { name: 'Invalid URL' })).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Invalid URL' })).getByRole('img', { name: 'Error' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'The confirmation link is incomplete: it needs both the e-mail address and the verification code.',
      ),
    ).toBeVisible();
    expect(confirmCalls()).toHaveLength(0);
  });

  it('a valid code confirms the address and offers Sign in (under the branch)', async () => {
    issueCode('123456');
    await renderTool(
      manifest,
      `/b-east/confirmEmail?email=${encodeURIComponent(EMAIL)}&verificationCode=123456`,
    );
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
    // A success page, not an error page dressed as one.
    const outcome = screen.getByRole('region', { name: 'E-mail address confirmed' });
    expect(within(outcome).getByRole('img', { name: 'Success' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/b-east/signIn');
    expect(confirmCalls().map((e) => e.body)).toEqual([{ email: EMAIL, code: '123456' }]);
    expect(fixtures.backend.ctx.state.users.find((u) => u.email === EMAIL)?.emailVerified).toBe(true);
  });

  it('a code older than 24 hours shows the server message', async () => {
    issueCode('123456', 24 * 60 * 60 * 1000 + 1000);
    await renderTool(manifest, `/confirmEmail?email=${encodeURIComponent(EMAIL)}&verificationCode=123456`);
    expect(
      await screen.findByRole('heading', { name: 'The e-mail address could not be confirmed' }),
    ).toBeVisible();
    expect(
      screen.getByText('Invalid or expired verification code [Error code: INVALID_VERIFICATION_CODE]'),
    ).toBeVisible();
  });

  it('reads in German: the invalid link, then the confirmation with its Sign in and the tab title', async () => {
    const invalid = await renderTool(manifest, `/confirmEmail?email=${encodeURIComponent(EMAIL)}`, german);
    expect(await screen.findByRole('heading', { name: 'Ungültige URL' })).toBeVisible();
    expect(screen.getByText(/^Der Bestätigungslink ist unvollständig/)).toBeVisible();
    invalid.unmount();
    issueCode('123456');
    const answer = fixtures.hold('post', '*/actions/confirmEmail');
    await renderTool(
      manifest,
      `/confirmEmail?email=${encodeURIComponent(EMAIL)}&verificationCode=123456`,
      german,
    );
    expect(await screen.findByText('Ihre E-Mail-Adresse wird bestätigt …')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Bestätigen Sie Ihre E-Mail-Adresse' })).toBeVisible();
    answer.release();
    expect(await screen.findByRole('heading', { name: 'E-Mail-Adresse bestätigt' })).toBeVisible();
    expect(
      screen.getByText('Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('E-Mail bestätigen · Language Services Portal'));
  });
});
