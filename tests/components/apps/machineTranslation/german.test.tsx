// AI Translation in German on the real fixtures, one walk as a client: the Text tab with a translation, its
// score and post-edit; the File tab's upload form and Your requests; a file request's page and its human
// translation panel; the Media tab, the new media request panel and a media request's outputs. What the
// fixtures hold (request, language and file names) stays as it is.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../../../../src/platform/i18n/localeChoice';
import { selectButton } from '../../../support/choose';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderShell } from '../../../support/renderTool';

useFixtureServer();

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });

describe('AI Translation in German', () => {
  it('reads in German: the text, file and media tabs, a file request, the side panels, a media request', async () => {
    const { user } = await renderShell('/machineTranslation/textTranslation', {
      as: 'client',
      localStorage: { [LOCALE_STORAGE_KEY]: 'de' },
    });
    expect(await h1('Textübersetzung')).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Textübersetzung · /));
    const tabs = screen.getByRole('tablist', { name: 'Übersetzungsart' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Text', 'Datei', 'Medien']);

    // The Text tab and a translation
    const form = await screen.findByRole('form', { name: 'Textübersetzung' });
    expect(selectButton('Ausgangssprache', form)).toHaveTextContent('Automatisch erkennen');
    expect(within(form).getByText('0 / 10000 Zeichen')).toBeVisible();
    expect(within(form).getByText(/^Maschinelle Übersetzungen können Fehler enthalten\./)).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Leeren' })).toBeVisible();
    await user.click(selectButton('Zielsprache', form));
    await user.click(await screen.findByRole('option', { name: 'German' }));
    await user.type(within(form).getByLabelText(/^Zu übersetzender Text/), 'Hello world');
    await user.click(within(form).getByRole('button', { name: 'Übersetzen' }));
    const result = await screen.findByRole('region', { name: 'Übersetzungsergebnis' });
    expect(within(result).getByText('Erkannte Sprache: English (United States)')).toBeVisible();
    expect(within(result).getByText('KI-Qualitätsbewertung')).toBeVisible();
    expect(within(result).getByRole('img', { name: /^\d von 5 Sternen$/ })).toBeInTheDocument();
    expect(within(result).getByLabelText('Übersetzter Text')).toHaveValue('[deu] Héllö wörld');
    expect(within(result).getByRole('button', { name: 'Kopieren' })).toBeVisible();
    await user.click(within(result).getByRole('button', { name: 'Mit KI nachbearbeiten' }));
    expect(await screen.findByText('Die Übersetzung wurde mit KI nachbearbeitet.')).toBeInTheDocument();
    const views = within(result).getByRole('tablist', { name: 'Ergebnis' });
    expect(
      within(views)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Übersetzung', 'Von KI nachbearbeiteter Text']);

    // The File tab: the upload form and Your requests
    await user.click(within(tabs).getByRole('tab', { name: 'Datei' }));
    expect(await h1('Dateiübersetzung')).toBeVisible();
    const upload = await screen.findByRole('form', { name: 'Dateiübersetzung' });
    expect(within(upload).getByText(/^Zulässig: \.\w+, /)).toBeInTheDocument();
    expect(within(upload).getByRole('textbox', { name: /^Name der Anfrage/ })).toBeInTheDocument();
    expect(within(upload).getByRole('combobox', { name: /^Ausgangssprache/ })).toBeInTheDocument();
    expect(within(upload).getByRole('combobox', { name: /^Zielsprachen/ })).toBeInTheDocument();
    expect(within(upload).getByRole('button', { name: 'Übersetzen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Anfragen' })).toBeVisible();

    // A file request's page
    await user.click(await screen.findByRole('link', { name: 'MT - Product FAQ' }, { timeout: 8000 }));
    expect(await h1('MT - Product FAQ')).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^MT - Product FAQ · /));
    for (const fact of ['Gesendet am', 'Ausgangssprache', 'Zielsprachen'])
      expect(screen.getByText(fact).tagName).toBe('DT');
    expect(screen.getByText('Zielsprachen').nextElementSibling).toHaveTextContent(/^[^,]+, [^,]+ und [^,]+$/);
    expect(screen.getByRole('heading', { level: 2, name: 'Ausgangsdateien' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Übersetzte Dateien' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 3, name: /^German \(KI-Bewertung \d von 5\)$/ }),
    ).toBeVisible();
    expect(screen.getAllByText(/^KI-Bewertung \d von 5$/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Umbenennen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Alle herunterladen' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Angaben wiederverwenden' })).toBeVisible();

    // Its human translation panel
    await user.click(screen.getByRole('button', { name: 'Menschliche Übersetzung anfordern' }));
    const escalation = await screen.findByRole('dialog', { name: 'Menschliche Übersetzung anfordern' });
    expect(await within(escalation).findByRole('textbox', { name: /^Projektname/ })).toHaveValue(
      'MT - Product FAQ',
    );
    expect(within(escalation).getByRole('combobox', { name: /^Ausgangssprache/ })).toBeInTheDocument();
    expect(within(escalation).getByRole('combobox', { name: /^Zielsprachen/ })).toBeInTheDocument();
    expect(within(escalation).getByRole('textbox', { name: /^Anmerkungen/ })).toBeInTheDocument();
    await user.click(selectButton('Grund', escalation));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Formatierung bereinigen',
      'Menschliche Übersetzung erforderlich',
      'Sonstiges',
    ]);
    await user.click(screen.getByRole('option', { name: 'Sonstiges' }));
    expect(await within(escalation).findByRole('textbox', { name: /^Anderer Grund/ })).toBeInTheDocument();
    expect(within(escalation).getByRole('button', { name: 'Absenden' })).toBeInTheDocument();
    await user.click(within(escalation).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The Media tab and the new media request panel
    await user.click(within(tabs).getByRole('tab', { name: 'Medien' }));
    expect(await h1('Medienübersetzung')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ihre Medienanfragen' })).toBeVisible();
    await screen.findByRole('table', { name: 'Ihre Medienanfragen' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Neue Medienanfrage' }));
    const panel = await screen.findByRole('dialog', { name: 'Neue Medienanfrage' });
    expect(within(panel).getByRole('heading', { name: 'Wählen Sie die Art des Projekts' })).toBeVisible();
    expect(within(panel).getByText(/^Medien werden von KI verarbeitet\./)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: /^Transkription\s?Die Sprache/ }));
    expect(await within(panel).findByRole('heading', { name: 'Transkription' })).toHaveFocus();
    expect(within(panel).getByText('Mediendateien')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: /^Projektname/ })).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: /^Untertitelformat/ })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Weitere Optionen' }));
    expect(within(panel).getByRole('button', { name: 'Weniger Optionen' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Art ändern' }));
    await user.click(await within(panel).findByRole('button', { name: /^Synchronisation\s?Die Sprache/ }));
    await user.type(within(panel).getByRole('combobox', { name: /^Zielsprachen/ }), 'German');
    await user.click(await screen.findByRole('option', { name: 'German' }));
    await user.keyboard('{Escape}');
    expect(await within(panel).findByText('Stimmen')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /^Stimme für German/ })).toHaveTextContent(
      'Stimme auswählen',
    );
    expect(within(panel).getByRole('button', { name: 'Absenden' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A media request's outputs
    await user.click(await screen.findByRole('link', { name: 'Media - CEO town hall' }));
    expect(await h1('Media - CEO town hall')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Ergebnisse' })).toBeVisible();
    const spanish = screen.getByRole('list', { name: 'Spanish (Spain)' });
    expect(within(spanish).getByText('Synchronisierte Medien')).toBeInTheDocument();
  });
});
