// The shell and the quote page in German and in the pseudo-locale: the language comes from the remembered
// choice or the browser's languages, the footer changes it, and <html lang>/dir follow.
import { screen, waitFor, within } from '@testing-library/react';
import { LOCALE_STORAGE_KEY } from '../../../src/platform/i18n/localeChoice';
import { useFixtureServer } from '../../support/fixtureServer';
import { renderShell } from '../../support/renderTool';

useFixtureServer();

const german = { localStorage: { [LOCALE_STORAGE_KEY]: 'de' } };

/** Every text node inside `root` that is not whitespace nor a picture's (aria-hidden, like the logo's letter). */
function texts(root: HTMLElement): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.textContent?.trim() && !node.parentElement?.closest('[aria-hidden="true"]'))
      found.push(node.textContent.trim());
  return found;
}

describe('the interface language', () => {
  it('shows the signed-out home, header and footer in the remembered language, and html lang says it', async () => {
    await renderShell('/', german);
    // The first paint is in it already (the entry waits for the start-up language, as the harness does): a
    // part whose chunk an earlier test loaded renders in it at once too.
    expect(screen.getByRole('heading', { level: 1, name: 'Willkommen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Angebot anfordern' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrieren' })).toBeInTheDocument();
    // The visitor sections are a chunk of their own, with their words.
    expect(await screen.findByRole('heading', { name: 'Zwei Wege zum Start' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByText(/Alle Rechte vorbehalten\.$/),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('changes language from the footer and remembers it for the browser', async () => {
    const { user } = await renderShell('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
  });

  it('shows the quote page in German: labels, answer, dates and money in German conventions', async () => {
    const { user } = await renderShell('/quotes/aq-ready', german);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Angebot' })).toBeInTheDocument();
    expect(screen.getByText('Gesamtkosten des Projekts')).toBeInTheDocument();
    expect(screen.getByText('Ihre Antwort steht noch aus')).toBeInTheDocument();
    expect(
      screen.getByText(/^Sofern nicht anders angegeben, sind Angebote 30 Tage gültig\./),
    ).toBeInTheDocument();
    expect(screen.getByTestId('quote-total').textContent).toMatch(/^[\d.]+,\d\d\u00a0\$$/);
    await user.click(screen.getByRole('checkbox', { name: /^Ich habe die Nutzungsbedingungen/ }));
    await user.click(screen.getByRole('button', { name: 'Annehmen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wie möchten Sie bezahlen?' });
    expect(within(dialog).getByRole('radio', { name: 'Kreditkarte' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Angebot annehmen' })).toBeInTheDocument();
  });

  it('brackets every word of the converted shell and quote page in the pseudo-locale', async () => {
    await renderShell('/quotes/aq-ready', { localStorage: { [LOCALE_STORAGE_KEY]: 'en-XA' } });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/^\[Ýöûŕ qûöţé ~+\]$/);
    // The quote's own data (its name, languages, amounts, the address) is not the portal's words.
    const answer = document.getElementById('quote-answer-title')!.closest('section')!;
    for (const text of [...texts(screen.getByRole('banner')), ...texts(answer)])
      expect(text).toMatch(/^\[.*\]$/s);
    const labels = [...document.querySelectorAll('#main dt, #main h2')].map((element) => element.textContent);
    expect(labels.length).toBeGreaterThan(6);
    for (const label of labels) expect(label).toMatch(/^\[.*\]$/);
  });

  it('mirrors the page in the right-to-left pseudo-locale', async () => {
    await renderShell('/', { localStorage: { [LOCALE_STORAGE_KEY]: 'ar-XB' } });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar-XB');
  });
});
