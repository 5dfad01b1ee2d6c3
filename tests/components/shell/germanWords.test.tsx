// Words the pseudo-locale's walk (tests/e2e/locales.spec.ts) found outside the catalogues, in German: the sign-in
// page's forgotten-password link and its pages, the impersonation dialog and its toast, and what a screen
// reader says after a tool card that opens in a new tab.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showDemoBackendFailure } from '../../../src/shell/footer/resetDemo/backendFailed';
import { LOCALE_STORAGE_KEY } from '../../../src/platform/i18n/localeChoice';
import { useFixtureServer } from '../../support/fixtureServer';
import { renderShell } from '../../support/renderTool';

useFixtureServer();

const german = { localStorage: { [LOCALE_STORAGE_KEY]: 'de' } };

describe('the shell’s words in German', () => {
  it('names the forgotten-password link and the page it opens in German', async () => {
    await renderShell('/signIn', german);
    await userEvent.click(await screen.findByRole('link', { name: 'Passwort vergessen?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Passwort zurücksetzen' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Benutzername oder E-Mail-Adresse/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Code senden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toBeInTheDocument();
  });

  it('asks for the user to act as in German, and says in German who the admin acts as, in a notification closed in German', async () => {
    await renderShell('/', { ...german, as: 'admin' });
    await screen.findByRole('list', { name: 'Ihre Anwendungen' });
    await userEvent.click(await screen.findByRole('button', { name: 'admin' }));
    await userEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Identitätswechsel starten' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Identitätswechsel starten' });
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Benutzername/), 'employee');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Starten' }));
    expect(await screen.findByText('Sie handeln jetzt als employee.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Benachrichtigung schließen' })).toBeInTheDocument();
  });

  it('says in German that the demo backend did not start', async () => {
    await renderShell('/', german);
    await act(() => showDemoBackendFailure());
    expect(
      await screen.findByText(
        'Das Demo-Backend konnte nicht starten. Laden Sie die Seite neu, um es erneut zu versuchen.',
      ),
    ).toBeInTheDocument();
  });
});
