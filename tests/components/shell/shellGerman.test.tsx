// The shell's own words and the tools' names in German: the signed-in home's tiles, the user menu and its
// drawer, a tool page's tab title and the inactivity warning.
import { render, screen, waitFor, within } from '@testing-library/react';
import { LOCALE_STORAGE_KEY } from '../../../src/platform/i18n/localeChoice';
import { activateLocale } from '../../../src/platform/i18n/runtime';
import InactivityWarning from '../../../src/shell/inactivity/InactivityWarning';
import { useFixtureServer } from '../../support/fixtureServer';
import { renderShell } from '../../support/renderTool';

useFixtureServer();

const german = { localStorage: { [LOCALE_STORAGE_KEY]: 'de' } };

describe('the shell in German', () => {
  it('names the tools on the home tiles and the user menu’s panel in German', async () => {
    const { user } = await renderShell('/', { ...german, as: 'client' });
    const tiles = await screen.findByRole('list', { name: 'Ihre Anwendungen' });
    const reports = within(tiles).getByRole('link', { name: /^Berichte/ });
    expect(reports).toHaveTextContent(
      'Individuelle Berichte über Ihre Projekte, Angebote und Aufgaben, mit Filtern und Export.',
    );
    expect(
      within(tiles).getByRole('link', { name: /^Angebot oder Übersetzung anfordern/ }),
    ).toBeInTheDocument();
    expect(within(tiles).getByRole('link', { name: /^KI-Übersetzung/ })).toBeInTheDocument();
    expect(within(tiles).getByRole('link', { name: /^Rechnungen/ })).toHaveTextContent(
      /\(öffnet sich in einem neuen Tab\)$/,
    );

    await user.click(await screen.findByRole('button', { name: 'client' }));
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Kontoeinstellungen' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Kontoeinstellungen' })).toBeInTheDocument();
  });

  it('titles a tool’s page and its tab with the tool’s German name', async () => {
    await renderShell('/quickTranslation', german);
    expect(await screen.findByRole('heading', { level: 1, name: 'Schnellübersetzung' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Schnellübersetzung · /));
  });

  it('warns of the sign-out for inactivity in German', async () => {
    await activateLocale('de');
    render(<InactivityWarning signOutAt={Date.now() + 30_000} onStay={() => {}} onSignOut={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Sind Sie noch da?' });
    expect(dialog).toHaveTextContent(/in 30 Sekunden abgemeldet/);
    expect(within(dialog).getByRole('button', { name: 'Angemeldet bleiben' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });
});
