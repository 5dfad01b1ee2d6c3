// Account settings in German on the real fixtures, one walk as an organisation manager: the profile, the MFA
// dialog and its setup step, the language groups with their dialogs, the organisation users' table, row
// actions and confirmation. What the fixtures hold (names, e-mails, group names) stays as it is.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../../../../src/platform/i18n/localeChoice';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderShell } from '../../../support/renderTool';

useFixtureServer();

describe('account settings in German', () => {
  it('reads in German: profile, MFA, language groups and organisation users', async () => {
    const { user } = await renderShell('/', { as: 'client', localStorage: { [LOCALE_STORAGE_KEY]: 'de' } });
    await user.click(await screen.findByRole('button', { name: 'client' }));
    // The user menu's first item opens the drawer; its name (the tool's panel label) is the shell's.
    await user.click(within(await screen.findByRole('menu')).getAllByRole('menuitem')[0]!);
    const drawer = await screen.findByRole('dialog');
    const tabs = await within(drawer).findByRole('tablist', { name: 'Kontoeinstellungen' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Profil', 'Sprachgruppen', 'Benutzer der Organisation']);

    // Profile
    expect(within(drawer).getByRole('heading', { name: 'Profil' })).toBeInTheDocument();
    for (const label of ['Benutzername', 'Passwort', 'MFA', 'E-Mail'])
      expect(within(drawer).getByText(label)).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Passwort verborgen')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Passwort ändern' })).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByTestId('mfa-status')).toHaveTextContent('Deaktiviert'));

    // The MFA dialog and the authenticator app's setup
    await user.click(within(drawer).getByRole('button', { name: 'MFA-Einstellungen' }));
    const mfa = await screen.findByRole('dialog', { name: 'MFA-Einstellungen' });
    expect(within(mfa).getByRole('heading', { name: 'Multi-Faktor-Authentifizierung' })).toBeInTheDocument();
    expect(await within(mfa).findByText(/^MFA per Authenticator-App ist/)).toHaveTextContent(
      'MFA per Authenticator-App ist deaktiviert.',
    );
    expect(within(mfa).getByText('deaktiviert').tagName).toBe('STRONG');
    await user.click(within(mfa).getByRole('switch', { name: 'Authenticator-App' }));
    expect(await within(mfa).findByRole('heading', { name: 'Authenticator-App einrichten' })).toHaveFocus();
    const steps = within(mfa).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(/^Installieren Sie eine Authenticator-App/);
    expect(steps[2]).toHaveTextContent(/6-stelligen Code ein, den Ihre Authenticator-App anzeigt/);
    expect(
      await within(mfa).findByRole('img', { name: 'QR-Code zum Scannen mit Ihrer Authenticator-App' }),
    ).toBeInTheDocument();
    expect(within(mfa).getByText('Geheimer Schlüssel')).toBeInTheDocument();
    expect(within(mfa).getByRole('button', { name: 'Geheimen Schlüssel kopieren' })).toHaveTextContent(
      'Kopieren',
    );
    expect(within(mfa).getByRole('form', { name: 'Authenticator-App bestätigen' })).toBeInTheDocument();
    expect(within(mfa).getByRole('textbox', { name: /Authentifizierungscode/ })).toHaveAccessibleDescription(
      'Der 6-stellige Code, den Ihre Authenticator-App gerade anzeigt.',
    );
    expect(within(mfa).getByRole('button', { name: 'Bestätigen' })).toBeInTheDocument();
    await user.click(within(mfa).getByRole('button', { name: 'Zurück' }));
    await user.click(await within(mfa).findByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'MFA-Einstellungen' })).toBeNull());

    // Language groups
    await user.click(within(tabs).getByRole('tab', { name: 'Sprachgruppen' }));
    const personal = await within(drawer).findByRole('region', { name: 'Persönliche Sprachgruppen' });
    const organization = within(drawer).getByRole('region', { name: 'Sprachgruppen der Organisation' });
    await user.click(within(personal).getByRole('button', { name: 'Hinzufügen' }));
    const add = await screen.findByRole('dialog', { name: 'Persönliche Sprachgruppe hinzufügen' });
    expect(within(add).getByRole('textbox', { name: /^Name/ })).toBeInTheDocument();
    expect(within(add).getByPlaceholderText('Sprachen suchen')).toBeInTheDocument();
    expect(within(add).getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
    await user.click(within(add).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /hinzufügen$/ })).toBeNull());
    const group = within(organization).getAllByRole('listitem')[0]!;
    const name = group.querySelector('p')!.textContent!;
    expect(within(group).getByRole('button', { name: `${name} bearbeiten` })).toHaveTextContent('Bearbeiten');
    await user.click(within(group).getByRole('button', { name: `${name} löschen` }));
    const confirm = await screen.findByRole('dialog', { name: 'Sprachgruppe löschen' });
    expect(
      within(confirm).getByText(
        `Die Sprachgruppe „${name}“ löschen? Das kann nicht rückgängig gemacht werden.`,
      ),
    ).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sprachgruppe löschen' })).toBeNull());

    // Organisation users
    await user.click(within(tabs).getByRole('tab', { name: 'Benutzer der Organisation' }));
    const table = await within(drawer).findByRole('table', { name: 'Benutzer der Organisation' });
    await within(table).findByRole('rowheader', { name: 'Olivia Ortega' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent!.replace('↕', ''))
        .slice(0, 4),
    ).toEqual(['Name', 'E-Mail', 'Kontostatus', 'MFA aktiviert']);
    const row = within(table).getByRole('rowheader', { name: 'Olivia Ortega' }).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('Aktiviert'));
    expect(row.textContent).toMatch(/Ja|Nein/);
    expect(
      within(drawer).getByRole('navigation', { name: 'Seiten der Organisationsbenutzer' }),
    ).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Aktionen für Olivia Ortega' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['MFA deaktivieren', 'Konto deaktivieren', 'Konto aktivieren']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Konto deaktivieren' }));
    const question = await screen.findByRole('dialog', { name: 'Konto deaktivieren' });
    expect(
      within(question).getByText(
        'Das Konto von Olivia Ortega deaktivieren? Die Person kann sich dann nicht mehr anmelden.',
      ),
    ).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Abbrechen' }));
    const search = within(drawer).getByRole('searchbox', { name: 'Suche' });
    expect(search).toHaveAttribute('placeholder', 'E-Mail, Vor- oder Nachname');
    await user.type(search, 'zzzz-nobody');
    expect(await within(drawer).findByText('Keine Benutzer entsprechen Ihrer Suche.')).toBeInTheDocument();
  });
});
