// The staff dashboard in German on the real fixtures: the overview's sections, panels, columns and Collapse all,
// then a project manager's list with its breadcrumbs, columns, filter, row count and empty table.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../../src/apps/dashboard/manifest';
import { LOCALE_STORAGE_KEY } from '../../../../src/platform/i18n/localeChoice';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool } from '../../../support/renderTool';

useFixtureServer();
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent!.replace(/[↕▲▼]/g, ''));
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the staff dashboard in German', () => {
  it('reads in German: sections, panels, columns, Collapse all, then a detail list with its filter and count', async () => {
    const { user } = await renderTool(manifest, '/DASHBOARD', {
      as: 'admin',
      localStorage: { [LOCALE_STORAGE_KEY]: 'de' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mitarbeiter-Dashboard' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard · Language Services Portal'));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Projektstarts',
      'PM/SV',
      'QA',
      'Front Office',
      'FOH PC',
    ]);
    const pmsv = screen.getByRole('region', { name: 'PM/SV' });
    const healthcare = await within(pmsv).findByRole('table', { name: 'Gesundheitswesen' });
    expect(headers(healthcare)).toEqual(['Projektmanager', 'Standard', 'Eilauftrag', 'Projekte', 'Listen']);
    // The rows, not the loading row before them: each has its lists' links.
    expect((await within(healthcare).findAllByRole('link', { name: 'Überfällig' })).length).toBeGreaterThan(
      0,
    );
    const fohPc = screen.getByRole('region', { name: 'FOH PC' });
    const unassigned = await within(fohPc).findByRole('table', { name: 'Nicht zugewiesen' });
    expect(headers(unassigned)).toEqual(['Projektkoordinator', 'Standard', 'Eilauftrag', 'Angebote']);
    // The list's address stays the spec's; only the page's own words change.
    await waitFor(() =>
      expect(within(unassigned).getAllByRole('link')[0]).toHaveAttribute(
        'href',
        '/currentquotes/Unassigned/null',
      ),
    );
    // Its name starts with the words it shows (label in name, WCAG 2.5.3), then names the section.
    const collapse = screen.getByRole('button', { name: 'Alle einklappen FOH PC' });
    expect(collapse).toHaveTextContent(/^Alle einklappen/);
    await user.click(collapse);
    expect(within(fohPc).queryAllByRole('button', { expanded: true })).toHaveLength(0);

    const manager = within(healthcare).getAllByRole('link')[0]!;
    const name = manager.textContent!;
    await user.click(manager);
    const title = `Projekte: ${name}`;
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} · Language Services Portal`));
    const crumbs = screen.getByRole('navigation', { name: 'Brotkrumennavigation' });
    expect(within(crumbs).getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Mitarbeiter-Dashboard' })).toHaveAttribute(
      'href',
      '/DASHBOARD',
    );
    const table = await screen.findByRole('table', { name: title });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(1));
    expect(headers(table)).toEqual([
      'Projekt-ID',
      'Frist',
      'Status',
      'Projektname',
      'Kunde',
      'Sprachen',
      'Vereinbarte Summe',
      'Tarifart',
      'Gruppenname',
      'Gruppen-ID',
    ]);
    for (const row of bodyRows(table))
      expect(row.querySelectorAll('th, td')[1]!.textContent).toMatch(/^\d\d\.\d\d\.\d\d$/);
    expect(screen.getByText(`${bodyRows(table).length} Zeilen`)).toBeInTheDocument();
    const filter = screen.getByRole('searchbox', { name: 'Filtern' });
    await user.type(filter, bodyRows(table)[0]!.querySelector('th, td')!.textContent!);
    await waitFor(() => expect(screen.getByText('1 Zeile')).toBeInTheDocument());
    await user.clear(filter);
    await user.type(filter, 'kein solcher Eintrag');
    expect(await screen.findByText('0 Zeilen')).toBeInTheDocument();
    expect(within(table).getByText('Keine Daten vorhanden.')).toBeInTheDocument();
  });
});
