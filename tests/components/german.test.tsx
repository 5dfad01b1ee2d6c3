// Shared parts in German on the real fixtures: the demo panel, the request lists' status labels with the
// status popover, and the file drop zone's sentence (one message, the Browse button in its place). Names from
// the backend (requests, personas, API paths) stay data.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NAMED_JOB_REQUEST_IDS } from '../../fixtures/data/namedJobRequests';
import { LOCALE_STORAGE_KEY } from '../../src/platform/i18n/localeChoice';
import { activateLocale } from '../../src/platform/i18n/runtime';
import { FileField } from '../../src/ui/form/FileField';
import { useFixtureServer } from '../support/fixtureServer';
import { startTestPlatform } from '../support/platform';
import { renderShell } from '../support/renderTool';
import { renderForm } from './ui/form/support';
import { mountRequestList } from './widgets/requestListSupport';

const { backend } = useFixtureServer();
const inGerman = { localStorage: { [LOCALE_STORAGE_KEY]: 'de' } };

/** The seed's named requests only: the machine translation list then shows them on its first page. */
function onlyNamedRequests() {
  const state = backend.exportState();
  backend.importState({
    ...state,
    jobRequests: state.jobRequests.filter((job) => NAMED_JOB_REQUEST_IDS.includes(job.id)),
  });
}

const statusCell = (table: HTMLElement, name: string) =>
  within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement).getAllByRole('cell')[3];

describe('in German', () => {
  it('the demo panel names its drawer, tabs and controls in German', async () => {
    const { user } = await renderShell('/consoleHelp', { ...inGerman, demoControls: true });
    const footer = await screen.findByRole('contentinfo');
    await user.click(await within(footer).findByRole('button', { name: 'Demo' }));
    const drawer = await screen.findByRole('dialog', { name: 'Demo-Steuerung' });
    const tabs = within(within(drawer).getByRole('tablist', { name: 'Demo-Steuerung' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Personas', 'Uhr', 'Fehler', 'Protokoll', 'Daten']);
    expect(within(drawer).getByRole('heading', { name: 'Benutzer wechseln' })).toBeVisible();
    expect(
      within(drawer).getByText(
        'Niemand ist angemeldet. Ein Klick meldet ab und als anderer Demo-Benutzer an (Passwort Demo-pass-1).',
      ),
    ).toBeVisible();
    expect(within(drawer).getByRole('button', { name: /^Wechseln zu client/ })).toBeEnabled();

    await user.click(tabs[1]);
    expect(within(drawer).getByRole('button', { name: '30 Tage vorstellen' })).toHaveTextContent('+30 Tage');
    expect(within(drawer).getByRole('button', { name: '1 Stunde vorstellen' })).toHaveTextContent(
      '+1 Stunde',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Uhr stellen' }));
    expect(within(drawer).getByText('Geben Sie ein Datum und eine Uhrzeit ein.')).toBeVisible();

    await user.click(tabs[2]);
    expect(
      within(drawer).getByText('Keine aktiven Fehler: Jeder Aufruf antwortet wie gewohnt.'),
    ).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: 'Fehler hinzufügen' }));
    expect(within(drawer).getByText('Wählen Sie den API-Aufruf aus, der fehlschlagen soll.')).toBeVisible();

    await user.click(tabs[3]);
    expect(within(drawer).getByRole('button', { name: 'Als Szenario kopieren' })).toBeVisible();
    expect(within(drawer).getByRole('columnheader', { name: 'Methode' })).toBeInTheDocument();

    await user.click(tabs[4]);
    expect(within(drawer).getByRole('button', { name: 'Demo-Daten zurücksetzen' })).toBeVisible();
  });

  it('the request lists say statuses, their filter and the status popover in German', async () => {
    onlyNamedRequests();
    await startTestPlatform({ ...inGerman, as: 'client' });
    const mt = mountRequestList();
    const table = await screen.findByRole('table', { name: 'Ihre Anfragen' });
    await within(table).findByRole('rowheader', { name: 'MT - Product FAQ' });
    expect(statusCell(table, 'MT - Product FAQ')).toHaveTextContent('Abgeschlossen');
    expect(statusCell(table, 'MT - Release notes 4.2')).toHaveTextContent('In Bearbeitung');

    const info = within(statusCell(table, 'MT - Scanned invoice')).getByRole('button', {
      name: 'Über den Status Fehlgeschlagen',
    });
    const failed =
      'Die maschinelle Übersetzung konnte nicht abgeschlossen werden. Sie können eine menschliche Übersetzung anfordern oder die Dateien erneut senden.';
    expect(info).toHaveAccessibleDescription(failed);
    await mt.user.click(info);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(failed);
    await mt.user.keyboard('{Escape}');

    await mt.user.click(screen.getByRole('button', { name: /^Status/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Abgeschlossen',
      'Archiviert',
      'Wird an menschlichen Experten übergeben',
      'An menschlichen Experten übergeben',
      'Fehlgeschlagen',
      'In Bearbeitung',
    ]);
    mt.unmount();

    const procurement = mountRequestList({ origination: ['WEBFORM', 'COUPA'], listId: 'coupa' });
    const other = await screen.findByRole('table', { name: 'Ihre Anfragen' });
    await within(other).findByRole('rowheader', { name: 'Investor deck localisation' });
    expect(statusCell(other, 'Investor deck localisation')).toHaveTextContent(
      'Angebot liegt zur Prüfung bereit',
    );
    procurement.unmount();
  });

  it('the drop zone says its sentence with the Browse button in its place', async () => {
    await act(() => activateLocale('de'));
    renderForm(<FileField name="files" label="Ausgangsdateien" />);
    const browse = screen.getByRole('button', { name: 'Dateien auswählen Ausgangsdateien' });
    expect(browse.parentElement).toHaveTextContent(/^Ziehen Sie Dateien hierher oder Dateien auswählen$/);
  });
});
