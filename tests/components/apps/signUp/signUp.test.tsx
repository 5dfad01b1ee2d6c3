// The sign-up tool on the shared harness and the real fixtures (stark.example: one company without USER
// fields; holding.example: acme, globex, umbrella and the inactive initech; globex refuses self-registration).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../../src/apps/signUp/manifest';
import { encodeClientLink } from '../../../../src/platform/domain/clientLink';
import { LOCALE_STORAGE_KEY } from '../../../../src/platform/i18n/localeChoice';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool, type RenderedView } from '../../../support/renderTool';

const fixtures = useFixtureServer();
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

async function fillUserInfo({ user }: RenderedView, email: string) {
  await user.type(await screen.findByLabelText(/^First name/), 'Ann');
  await user.type(field('Last name'), 'Lee');
  await user.type(field('Email'), email);
  await user.type(screen.getByLabelText(/^Password/), 'Secret-pass-1');
  await user.type(field('Repeat password'), 'Secret-pass-1');
  await user.click(field('I agree'));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function fillAddress({ user }: RenderedView) {
  // The new phase takes the focus at its heading.
  expect(await screen.findByRole('heading', { name: 'Your address' })).toHaveFocus();
  await user.type(field('Address line 1'), '1 Main St');
  await user.type(field('City'), 'Boston');
  await user.type(field('ZIP / Postal code'), '02110');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

const createCalls = () =>
  fixtures.backend.journal().filter((e) => e.method === 'POST' && e.path.endsWith('/api/v1/userAccount'));

describe('sign-up', () => {
  it('user info: every rule with its own message, nothing looked up', async () => {
    const view = await renderTool(manifest, '/signUp');
    await view.user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Required')).toHaveLength(6);
    await view.user.type(field('Email'), 'ann@');
    await view.user.type(screen.getByLabelText(/^Password/), 'abcdefgh');
    await view.user.type(field('Repeat password'), 'abcdefgX');
    expect(screen.getByText('Invalid email address')).toBeVisible();
    expect(screen.getByText('Password must contain at least one digit')).toBeVisible();
    expect(screen.getByText('Passwords must match')).toBeVisible();
    expect(fixtures.backend.journal().some((e) => e.path.includes('/clientConfigs'))).toBe(false);
  });

  it('one company and its link: the account is created as a client employee with the default country', async () => {
    const view = await renderTool(manifest, `/signUp/${encodeClientLink('stark', 'stark-signup')}`);
    await fillUserInfo(view, 'ann@stark.example');
    await fillAddress(view);
    expect(await screen.findByRole('heading', { name: 'Account created' })).toBeVisible();
    expect(screen.getByText(/open it to verify the address, then sign in/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signIn');
    expect(createCalls().map((e) => e.body)).toMatchObject([
      {
        clientId: 'stark',
        role: 'CLIENT_EMPLOYEE',
        address: { country: { id: 227, name: 'United States' } },
        customFieldValues: [],
      },
    ]);
  });

  it('no company for the domain: the company-not-found page, whose Return starts over with nothing kept', async () => {
    const view = await renderTool(manifest, '/signUp');
    await fillUserInfo(view, 'ann@nowhere.example');
    await fillAddress(view);
    expect(await screen.findByRole('heading', { name: 'Company not found' })).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'Return' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('');
  });

  it('a link for another company: invalid client id; a wrong token: invalid token', async () => {
    const view = await renderTool(manifest, `/signUp/${encodeClientLink('acme', 'acme-signup-2024')}`);
    await fillUserInfo(view, 'ann@stark.example');
    await fillAddress(view);
    expect(await screen.findByRole('heading', { name: 'Invalid client id' })).toBeVisible();
    view.unmount();
    const second = await renderTool(manifest, `/signUp/${encodeClientLink('stark', 'nope')}`);
    await fillUserInfo(second, 'ann@stark.example');
    await fillAddress(second);
    expect(await screen.findByRole('heading', { name: 'Invalid token' })).toBeVisible();
  });

  it('several companies and a link for one of them: that one, no choice, the account created', async () => {
    const view = await renderTool(manifest, `/signUp/${encodeClientLink('umbrella', 'umbrella-signup')}`);
    await fillUserInfo(view, 'ann@holding.example');
    await fillAddress(view);
    expect(await screen.findByRole('heading', { name: 'Account created' }, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Your company' })).toBeNull();
    expect(createCalls().map((e) => e.body)).toMatchObject([{ clientId: 'umbrella' }]);
  });

  it('an undecodable client id: the invalid sign-up URL page', async () => {
    await renderTool(manifest, '/uk/signUp/%25%25%25/token');
    expect(await screen.findByRole('heading', { name: 'Invalid sign-up URL' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Return' })).toBeVisible();
  });

  it('several companies: a choice of the active ones; a refused create keeps the typed values and shows the server message', async () => {
    const view = await renderTool(manifest, '/signUp');
    await fillUserInfo(view, 'ann@holding.example');
    await fillAddress(view);
    await screen.findByRole('heading', { name: 'Your company' });
    await view.user.click(screen.getByRole('button', { name: /^Company/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Acme Corporation',
      'Globex Industries',
      'Umbrella Health',
    ]);
    await view.user.click(screen.getByRole('option', { name: 'Globex Industries' }));
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'More about you' });
    const plant = screen.getByLabelText(/^Plant/);
    await view.user.type(plant, 'Lyon');
    await view.user.click(await screen.findByRole('option', { name: 'Lyon' }));
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Self-registration is disabled for this company [Error code: SELF_REGISTRATION_DISABLED]',
    );
    expect(screen.getByLabelText(/^Plant/)).toHaveValue('Lyon');
    expect(createCalls()).toHaveLength(1);
  });

  it('Cancel in a later phase goes back to the first one with nothing kept', async () => {
    const view = await renderTool(manifest, '/signUp');
    await fillUserInfo(view, 'ann@stark.example');
    await screen.findByRole('heading', { name: 'Your address' });
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { name: 'Your details' });
    for (const name of ['First name', 'Last name', 'Email', 'Repeat password'])
      expect(field(name)).toHaveValue('');
    expect(field('I agree')).not.toBeChecked();
    expect(within(document.body).queryByText('Required')).toBeNull();
  });

  it('reads in German: the steps, their fields and buttons, an error page with Return, the account created', async () => {
    const { user } = await renderTool(manifest, '/signUp', { localStorage: { [LOCALE_STORAGE_KEY]: 'de' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Registrieren · Language Services Portal'));
    async function fillDetails(email: string) {
      const form = await screen.findByRole('form', { name: 'Ihre Angaben' });
      expect(within(form).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
      await user.type(within(form).getByLabelText(/^Vorname/), 'Ann');
      await user.type(within(form).getByLabelText(/^Nachname/), 'Lee');
      await user.type(within(form).getByLabelText(/^E-Mail/), email);
      await user.type(within(form).getByLabelText(/^Passwort(?! wiederholen)/), 'Secret-pass-1');
      await user.type(within(form).getByLabelText(/^Passwort wiederholen/), 'Secret-pass-1');
      await user.click(within(form).getByLabelText(/^Ich stimme den Nutzungsbedingungen/));
      await user.click(within(form).getByRole('button', { name: 'Weiter' }));
      // The address fields are the UI kit's, in German too.
      expect(await screen.findByRole('heading', { name: 'Ihre Adresse' })).toHaveFocus();
      await user.type(field('Adresszeile 1'), '1 Main St');
      await user.type(field('Ort'), 'Boston');
      await user.type(field('Postleitzahl'), '02110');
      await user.click(screen.getByRole('button', { name: 'Weiter' }));
    }
    await fillDetails('ann@nowhere.example');
    expect(await screen.findByRole('heading', { name: 'Unternehmen nicht gefunden' })).toBeVisible();
    expect(
      screen.getByText(/^Für die Domain Ihrer E-Mail-Adresse ist kein Unternehmen registriert\./),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await fillDetails('ann@stark.example');
    expect(await screen.findByRole('heading', { name: 'Konto erstellt' })).toBeVisible();
    expect(screen.getByText(/^Ihr Konto wurde erstellt\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/signIn');
  });
});
