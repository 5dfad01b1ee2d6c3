// Words the pseudo-locale's walk (tests/e2e/locales.spec.ts) found outside the catalogues, in German: a
// visitor's address fields, a date field's format hint, a report's Yes and No, and a product page's words.
import { screen, within } from '@testing-library/react';
import { manifest as createProject } from '../../../src/apps/createProject/manifest';
import { manifest as lltsConnect } from '../../../src/apps/lltsConnect/manifest';
import { manifest as reports } from '../../../src/apps/reports/manifest';
import { LOCALE_STORAGE_KEY } from '../../../src/platform/i18n/localeChoice';
import { useFixtureServer } from '../../support/fixtureServer';
import { renderTool } from '../../support/renderTool';

useFixtureServer();
const inGerman = { localStorage: { [LOCALE_STORAGE_KEY]: 'de' } };

describe('words in German', () => {
  it('labels a visitor’s address fields in German', async () => {
    const view = await renderTool(createProject, '/createProject', inGerman);
    const step = await screen.findByRole('form', { name: 'Ihre E-Mail-Adresse' });
    await view.user.type(within(step).getByLabelText(/^E-Mail/), 'visitor@nowhere.example');
    await view.user.click(within(step).getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByLabelText(/^Adresszeile 1/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ort/)).toBeInTheDocument();
  });

  it('names the links to files and a link’s Remove button in German', async () => {
    const view = await renderTool(createProject, '/createProject', { ...inGerman, as: 'employee' });
    const form = await screen.findByRole('form', { name: 'Anfrageformular' });
    await view.user.click(within(form).getByRole('radio', { name: 'Links zu Dateien' }));
    await view.user.type(await within(form).findByLabelText('Link-URL'), 'https://files.example/brief.pdf');
    await view.user.type(within(form).getByLabelText('Link-Name'), 'Brief');
    await view.user.click(within(form).getByRole('button', { name: 'Link hinzufügen' }));
    expect(await within(form).findByRole('button', { name: 'Brief entfernen' })).toBeInTheDocument();
    expect(within(form).getAllByText('Links zu Dateien')).toHaveLength(2);
  });

  it('gives a date field’s format in German letters', async () => {
    await renderTool(createProject, '/createProject', { ...inGerman, as: 'employee' });
    await screen.findByRole('form', { name: 'Anfrageformular' });
    expect((await screen.findAllByPlaceholderText('MM/TT/JJJJ')).length).toBeGreaterThan(0);
  });

  it('shows a report’s true and false as Ja and Nein', async () => {
    await renderTool(reports, '/reports/rpt-client-contacts', { ...inGerman, as: 'client' });
    const table = await screen.findByRole('table');
    expect((await within(table).findAllByRole('cell', { name: /^(Ja|Nein)$/ })).length).toBeGreaterThan(0);
    expect(within(table).queryAllByRole('cell', { name: /^(Yes|No)$/ })).toEqual([]);
  });

  it('says a product page’s words in German, with the product name filled in', async () => {
    await renderTool(lltsConnect, '/lltsConnect', inGerman);
    expect(await screen.findByText(/^llts Connect verbindet die Systeme/)).toBeVisible();
    expect(screen.getByText(/^Sie werden wählen können/)).toBeVisible();
  });
});
