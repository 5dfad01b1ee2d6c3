// Request a Quote or Translation in German on the real fixtures: a visitor's e-mail step, the answers of the
// entry flow (a company that wants sign-in, a choice of companies, an invalid link), then a request sent, the
// success page and the sign-up prompt. Names from the backend (companies, languages) stay data.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../../src/apps/createProject/manifest';
import { LOCALE_STORAGE_KEY } from '../../../../src/platform/i18n/localeChoice';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool, type RenderedView } from '../../../support/renderTool';

const fixtures = useFixtureServer();
const inGerman = { localStorage: { [LOCALE_STORAGE_KEY]: 'de' } };

/** A visitor's first step in German: the page, then the e-mail and Weiter. */
async function visitorWith(email: string): Promise<RenderedView> {
  const view = await renderTool(manifest, '/createProject', inGerman);
  const step = await screen.findByRole('form', { name: 'Ihre E-Mail-Adresse' });
  await view.user.type(within(step).getByLabelText(/^E-Mail/), email);
  await view.user.click(within(step).getByRole('button', { name: 'Weiter' }));
  return view;
}

describe('create request in German', () => {
  it('walks the e-mail step, the entry answers, the success page and the sign-up prompt', async () => {
    const first = await renderTool(manifest, '/createProject', inGerman);
    const step = await screen.findByRole('form', { name: 'Ihre E-Mail-Adresse' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Angebot oder Übersetzung anfordern' }),
    ).toBeVisible();
    expect(
      within(step).getByText(
        'Geben Sie Ihre E-Mail-Adresse ein, um das Anfrageformular Ihres Unternehmens zu finden.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Angebot oder Übersetzung anfordern · Language Services Portal'),
    );
    await first.user.type(within(step).getByLabelText(/^E-Mail/), 'someone@umbrella.example');
    await first.user.click(within(step).getByRole('button', { name: 'Weiter' }));
    expect(
      await screen.findByText(
        'Ihr Unternehmen verlangt, dass Sie sich anmelden, bevor Sie eine Anfrage senden.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/signIn?returnTo=%2FcreateProject',
    );
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
    first.unmount();

    const holding = await visitorWith('buyer@holding.example');
    const choice = await screen.findByRole('radiogroup', {
      name: 'Mehrere Unternehmen passen zu dieser E-Mail-Adresse; wählen Sie eines aus:',
    });
    const companyForm = screen.getByRole('form', { name: 'Unternehmen' });
    expect(within(choice).getByRole('radio', { name: 'Globex Industries' })).toBeInTheDocument();
    expect(within(companyForm).getByRole('button', { name: 'OK' })).toBeVisible();
    expect(within(companyForm).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    holding.unmount();

    const link = await renderTool(manifest, '/createProject/YWNtZQ%3D%3D/wrong-token', inGerman);
    expect(await screen.findByText('Ungültige URL')).toBeVisible();
    expect(
      screen.getByText(
        'Dieser Anfragelink ist ungültig. Bitte prüfen Sie den Link, den Sie erhalten haben, oder wenden Sie sich an Ihren Projektmanager.',
      ),
    ).toBeVisible();
    link.unmount();

    // Stark: translation only, no custom fields, self-registration allowed.
    const email = 'tony@stark.example';
    const { user } = await visitorWith(email);
    const form = await screen.findByRole('form', { name: 'Anfrageformular' }, { timeout: 8000 });
    await user.type(await within(form).findByLabelText(/^Vorname/), 'Tony');
    await user.type(within(form).getByLabelText(/^Nachname/), 'Visitor');
    await user.upload(
      form.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'], 'spec.docx'),
    );
    await user.type(within(form).getByRole('combobox', { name: /^Ausgangssprache/ }), 'English (United');
    await user.click(await screen.findByRole('option', { name: 'English (United States)' }));
    await user.type(within(form).getByRole('combobox', { name: /^Zielsprachen/ }), 'German');
    await user.click(await screen.findByRole('option', { name: 'German' }));
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('button', { name: 'Zur Übersetzung senden' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-Mail-Adresse bestätigen' });
    await waitFor(() => expect(fixtures.backend.lastVerificationCode(email)).toBeTruthy());
    await user.type(
      within(dialog).getByLabelText(/^Bestätigungscode/),
      fixtures.backend.lastVerificationCode(email)!,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));

    expect(
      await screen.findByText(
        'Vielen Dank! Ihre Übersetzungsanfrage wurde übermittelt.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Unser Team beginnt mit der Arbeit und benachrichtigt Sie, sobald die Übersetzung fertig ist.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/^Referenz: \S+$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');

    const prompt = screen.getByRole('form', { name: 'Konto erstellen' });
    expect(
      screen.getByText(
        'Verfolgen Sie Ihre Anfragen und Angebote online: Wählen Sie ein Passwort, um mit den eben gemachten Angaben ein Konto zu erstellen.',
      ),
    ).toBeVisible();
    await user.type(within(prompt).getByLabelText(/^Passwort(?! wiederholen)/), 'Longer-pass-1');
    await user.type(within(prompt).getByLabelText(/^Passwort wiederholen/), 'Longer-pass-1');
    await user.click(
      within(prompt).getByRole('checkbox', {
        name: /^Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu/,
      }),
    );
    await user.click(within(prompt).getByRole('button', { name: 'Konto erstellen' }));
    expect(await screen.findByText('Konto erstellt')).toBeVisible();
  });
});
