// Coupa on the real fixtures (part 2 §2.10): the punch-out starter, the list, a request's tabs, answering
// the quote (redirects only to http(s)), deliverables, the create-quote page and the error page.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manifest } from '../../../../src/apps/coupa/manifest';
import { COUPA_REQUEST_KEY, COUPA_TEXTS } from '../../../../src/platform/flows/coupa';
import { COMMON_MESSAGES } from '../../../../src/platform/http/catalogue';
import { LOCALE_STORAGE_KEY } from '../../../../src/platform/i18n/localeChoice';
import { browserNavigation } from '../../../../src/platform/react/browserNavigation';
import { API, ORIGIN, useFixtureServer } from '../../../support/fixtureServer';
import { renderTool } from '../../../support/renderTool';
import { choose } from '../../../support/choose';

const fixtures = useFixtureServer();
const posts = (suffix: string) =>
  fixtures.backend.journal().filter((e) => e.method === 'POST' && e.path.endsWith(suffix));

const SUFFIX = ' · Language Services Portal';

beforeEach(() => {
  sessionStorage.clear();
  document.title = '';
});
afterEach(async () => {
  vi.restoreAllMocks();
});

describe('the punch-out starter', () => {
  it('signs in with the one-time credentials, keeps the reference and opens the list', async () => {
    await renderTool(manifest, '/coupa/starter/po-1001');
    // The list's page, once the starter has moved there (the starter's own page may show the title too).
    await waitFor(() => expect(window.location.pathname).toBe('/coupa'), { timeout: 8000 });
    expect(
      await screen.findByRole('heading', { level: 1, name: COUPA_TEXTS.title }, { timeout: 8000 }),
    ).toBeVisible();
    expect(sessionStorage.getItem(COUPA_REQUEST_KEY)).toBe('po-1001');
    expect(
      await screen.findByRole('link', { name: 'Coupa - Packaging inserts' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: COUPA_TEXTS.createRequest })).toBeEnabled();
  });

  it('says the spec’s sentence, two spaces and all, when the punch-out is unknown', async () => {
    await renderTool(manifest, '/coupa/starter/po-unknown');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Unable to sign in.  Please try again later.');
    expect(sessionStorage.getItem(COUPA_REQUEST_KEY)).toBeNull();
    // Named for what it shows, not for the list it never reached.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(COUPA_TEXTS.signInFailedTitle);
    await waitFor(() => expect(document.title).toBe(`${COUPA_TEXTS.signInFailedTitle}${SUFFIX}`));
  });
});

describe('the list and a request', () => {
  it('disables Create Request without a punch-out reference; lists only procurement requests with their labels', async () => {
    await renderTool(manifest, '/coupa', { as: 'coupa' });
    expect(await screen.findByRole('button', { name: COUPA_TEXTS.createRequest })).toBeDisabled();
    const table = await screen.findByRole('table', { name: COUPA_TEXTS.title }, { timeout: 8000 });
    const row = (await within(table).findByRole('link', { name: 'Coupa - Packaging inserts' })).closest(
      'tr',
    )!;
    expect(row).toHaveTextContent('Quote is ready for review');
    expect(within(table).queryByText(/^MT - /)).toBeNull();
  });

  it('shows the tabs; accepting follows an http(s) redirect only', async () => {
    const assign = vi.spyOn(browserNavigation, 'leaveTo').mockImplementation(() => undefined);
    const { user } = await renderTool(manifest, '/coupa/jr-coupa-quote', { as: 'coupa' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coupa - Packaging inserts' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    // The request, then the tool, then the site.
    await waitFor(() =>
      expect(document.title).toBe(`Coupa - Packaging inserts · ${COUPA_TEXTS.title}${SUFFIX}`),
    );
    expect(screen.getByText('Packaging_inserts.docx')).toBeInTheDocument();
    expect(screen.getByText('Style_guide.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Quote' }));
    await screen.findByTitle(/^Quote: /);
    fixtures.use(
      http.post(`${API}/jobRequests/jr-coupa-quote/actions/acceptQuote`, () =>
        HttpResponse.json({ redirectUrl: ' JavaScript:alert(1)' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Accept Quote' }));
    // The quote is accepted; the return address is refused with the generic error.
    expect(await screen.findByText(COUPA_TEXTS.redirectRefused)).toBeInTheDocument();
    expect(screen.getByText(COMMON_MESSAGES.unexpected)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('accepting without a return address stays, with no error', async () => {
    const assign = vi.spyOn(browserNavigation, 'leaveTo').mockImplementation(() => undefined);
    fixtures.use(
      http.post(`${API}/jobRequests/jr-coupa-quote/actions/acceptQuote`, () => HttpResponse.json({})),
    );
    const { user } = await renderTool(manifest, '/coupa/jr-coupa-quote', { as: 'coupa' });
    await user.click(await screen.findByRole('tab', { name: 'Quote' }, { timeout: 8000 }));
    await user.click(await screen.findByRole('button', { name: 'Accept Quote' }));
    expect(await screen.findByText(COUPA_TEXTS.redirectRefused)).toBeInTheDocument();
    expect(screen.queryByText(COMMON_MESSAGES.unexpected)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  describe('the quote document', () => {
    // jsdom makes no object URLs: the page's own address for the bytes it read is stood in for.
    const made: Blob[] = [];
    beforeEach(() => {
      made.length = 0;
      URL.createObjectURL = vi.fn((blob: Blob) => (made.push(blob), `blob:${ORIGIN}/quote-${made.length}`));
      URL.revokeObjectURL = vi.fn();
    });

    it('is read from storage and framed as a PDF the page holds; the answers come with it', async () => {
      const { user } = await renderTool(manifest, '/coupa/jr-coupa-quote', { as: 'coupa' });
      await user.click(await screen.findByRole('tab', { name: 'Quote' }, { timeout: 8000 }));
      const frame = await screen.findByTitle(/^Quote: /);
      expect(frame.getAttribute('src')).toMatch(/^blob:/);
      expect(made).toHaveLength(1);
      expect(made[0]!.type).toBe('application/pdf');
      expect(new TextDecoder().decode(await made[0]!.slice(0, 5).arrayBuffer())).toBe('%PDF-');
      expect(screen.getByRole('button', { name: /^Download Quote_/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Accept Quote' })).toBeInTheDocument();
    });

    it('reads in German: the list, a request’s summary and tabs, the quote and the reject dialog', async () => {
      const { user } = await renderTool(manifest, '/coupa', {
        as: 'coupa',
        localStorage: { [LOCALE_STORAGE_KEY]: 'de' },
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Coupa-Anfragen' })).toBeVisible();
      await waitFor(() => expect(document.title).toBe(`Coupa-Anfragen${SUFFIX}`));
      const create = screen.getByRole('button', { name: 'Anfrage erstellen' });
      expect(create).toBeDisabled();
      expect(create).toHaveAttribute(
        'title',
        'Öffnen Sie den Punch-out-Link von Coupa, um eine Anfrage zu erstellen',
      );
      const table = await screen.findByRole('table', { name: 'Coupa-Anfragen' }, { timeout: 8000 });
      await user.click(await within(table).findByRole('link', { name: 'Coupa - Packaging inserts' }));
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Coupa - Packaging inserts' },
          { timeout: 8000 },
        ),
      ).toBeVisible();
      await waitFor(() => expect(document.title).toBe(`Coupa - Packaging inserts · Coupa-Anfragen${SUFFIX}`));
      expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/coupa');
      const terms = [...document.querySelectorAll('dt')].map((term) => term.textContent);
      expect(terms).toEqual(['Status', 'Gesendet am', 'Ausgangssprache', 'Zielsprachen']);
      // The date in German conventions (day.month.year).
      expect(screen.getByText('Gesendet am').nextElementSibling!.textContent).toMatch(/^\d{2}\.\d{2}\.\d{4}/);
      const tabs = screen.getByRole('tablist', { name: 'Anfragedetails' });
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Ausgangsdokumente', 'Angebot', 'Lieferungen']);
      expect(screen.getByText('(Referenz)')).toBeInTheDocument();
      await user.click(within(tabs).getByRole('tab', { name: 'Angebot' }));
      expect(await screen.findByTitle(/^Angebot: Quote_/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Quote_.* herunterladen$/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Angebot annehmen' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Angebot ablehnen' }));
      const dialog = await screen.findByRole('dialog', { name: 'Angebot ablehnen' });
      expect(within(dialog).getByLabelText(/^Grund \(optional\)/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
      await user.click(within(tabs).getByRole('tab', { name: 'Lieferungen' }));
      expect(
        await screen.findByText(/^Die fertigen Dateien sind noch nicht verfügbar\./),
      ).toBeInTheDocument();
    });

    it('that failed to load says so with Try again, and offers no answer over it', async () => {
      fixtures.backend.injectFault({ method: 'GET', path: '/__files/**', status: 404, times: 1 });
      const { user } = await renderTool(manifest, '/coupa/jr-coupa-quote', { as: 'coupa' });
      await user.click(await screen.findByRole('tab', { name: 'Quote' }, { timeout: 8000 }));
      const retry = await screen.findByRole('button', { name: 'Try again' });
      expect(screen.queryByTitle(/^Quote: /)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Accept Quote' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Reject Quote' })).toBeNull();
      await user.click(retry);
      expect(await screen.findByTitle(/^Quote: /)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Accept Quote' })).toBeInTheDocument();
    });
  });

  it('a quote document address that is not a web address is never framed: the generic error shows', async () => {
    fixtures.backend.injectFault({
      method: 'GET',
      path: '/api/v1/jobRequests/jr-coupa-quote/files/**/downloadUrl',
      status: 200,
      body: { downloadUrl: 'javascript:alert(document.domain)' },
      times: 'always',
    });
    const { user } = await renderTool(manifest, '/coupa/jr-coupa-quote', { as: 'coupa' });
    await user.click(await screen.findByRole('tab', { name: 'Quote' }, { timeout: 8000 }));
    expect(await screen.findByText(COMMON_MESSAGES.unexpected)).toBeInTheDocument();
    expect(screen.queryByTitle(/^Quote: /)).toBeNull();
    expect(screen.queryByText('Loading the quote…')).toBeNull();
  });

  it('a source link that is not a web address is not offered as a link', async () => {
    const job = fixtures.backend.ctx.state.jobRequests.find((r) => r.id === 'jr-coupa-quote')!;
    job.fileLinks = [
      { name: 'Shared drive', url: 'https://drive.example.com/d/1', category: 'SOURCE_DOCUMENT' },
      { name: 'Evil drive', url: ' JAVASCRIPT:alert(1)', category: 'SOURCE_DOCUMENT' },
    ];
    await renderTool(manifest, '/coupa/jr-coupa-quote', { as: 'coupa' });
    const shared = (await screen.findByText('Shared drive', undefined, { timeout: 8000 })).closest('li')!;
    expect(within(shared).getByRole('link', { name: 'Open link' })).toHaveAttribute(
      'href',
      'https://drive.example.com/d/1',
    );
    expect(screen.queryByText('Evil drive')).toBeNull();
    expect(document.querySelector('a[href^="javascript" i]')).toBeNull();
  });

  it('accepting with the fixtures’ https return address goes back to Coupa', async () => {
    const assign = vi.spyOn(browserNavigation, 'leaveTo').mockImplementation(() => undefined);
    const { user } = await renderTool(manifest, '/coupa/jr-coupa-quote', { as: 'coupa' });
    await user.click(await screen.findByRole('tab', { name: 'Quote' }, { timeout: 8000 }));
    await user.click(await screen.findByRole('button', { name: 'Accept Quote' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\//)));
  });

  it('a quote someone else answered first (409) says so, in the catalogue’s words', async () => {
    fixtures.backend.injectFault({
      method: 'POST',
      path: '/api/v1/jobRequests/jr-coupa-quote/actions/acceptQuote',
      status: 409,
    });
    const { user } = await renderTool(manifest, '/coupa/jr-coupa-quote', { as: 'coupa' });
    await user.click(await screen.findByRole('tab', { name: 'Quote' }, { timeout: 8000 }));
    await user.click(await screen.findByRole('button', { name: 'Accept Quote' }));
    expect(await screen.findByText(COMMON_MESSAGES.conflict)).toBeInTheDocument();
  });

  it('rejects with a trimmed reason', async () => {
    const { user } = await renderTool(manifest, '/coupa/jr-coupa-quote', { as: 'coupa' });
    await user.click(await screen.findByRole('tab', { name: 'Quote' }, { timeout: 8000 }));
    await user.click(await screen.findByRole('button', { name: 'Reject Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Quote' });
    await user.type(within(dialog).getByLabelText(/^Reason/), '  Too expensive  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Quote' }));
    await waitFor(() => expect(posts('/actions/rejectQuote')).toHaveLength(1));
    expect(posts('/actions/rejectQuote')[0]!.body).toEqual({ rejectionReason: 'Too expensive' });
  });

  it('a quote request without its document says the quote is unavailable; deliverables are not ready', async () => {
    const { user } = await renderTool(manifest, '/coupa/jr-coupa-noquote', { as: 'coupa' });
    await user.click(await screen.findByRole('tab', { name: 'Quote' }, { timeout: 8000 }));
    expect(await screen.findByText(COUPA_TEXTS.quoteUnavailable)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Deliverables' }));
    expect(await screen.findByText(COUPA_TEXTS.deliverablesUnavailable)).toBeInTheDocument();
  });

  it('a language without delivered files says so; another language lists its files', async () => {
    const job = fixtures.backend.ctx.state.jobRequests.find((r) => r.id === 'jr-coupa-done')!;
    // The language the tab opens on (the first target) lost its files.
    const first = job.targetLanguages![0]!.id;
    job.files = job.files.filter((f) => f.languageId !== first);
    const { user } = await renderTool(manifest, '/coupa/jr-coupa-done', { as: 'coupa' });
    await user.click(await screen.findByRole('tab', { name: 'Deliverables' }, { timeout: 8000 }));
    await screen.findByRole('button', { name: /^Language/ });
    expect(await screen.findByText(COUPA_TEXTS.noFilesForLanguage)).toBeInTheDocument();
    await choose(user, 'Language', job.targetLanguages![1]!.name);
    expect(screen.queryByText(COUPA_TEXTS.noFilesForLanguage)).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Download / }).length).toBeGreaterThan(0);
  });

  it('deliverables per language, and Download All through the zip named after the request', async () => {
    const { user } = await renderTool(manifest, '/coupa/jr-coupa-done', { as: 'coupa' });
    expect(screen.queryByRole('tab', { name: 'Quote' })).toBeNull();
    await user.click(await screen.findByRole('tab', { name: 'Deliverables' }, { timeout: 8000 }));
    await screen.findByRole('button', { name: /^Language/ });
    expect(await screen.findAllByRole('button', { name: /^Download / })).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /^Language/ }));
    await user.click((await screen.findAllByRole('option'))[1]!);
    expect(screen.getAllByRole('button', { name: /^Download / }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Download All' }));
    await waitFor(() => expect(posts('/actions/zipTranslatedFiles')).toHaveLength(1));
    expect(posts('/actions/zipTranslatedFiles')[0]!.query).toMatchObject({ zipFileName: 'jr-coupa-done' });
  });
});

describe('create quote and the error page', () => {
  it('create quote needs the punch-out reference', async () => {
    const first = await renderTool(manifest, '/coupa/createQuote', { as: 'coupa' });
    expect(await screen.findByText(COUPA_TEXTS.invalidPageUrl)).toBeInTheDocument();
    first.unmount();
    await renderTool(manifest, '/coupa/createQuote', {
      as: 'coupa',
      sessionStorage: { [COUPA_REQUEST_KEY]: 'po-1001' },
    });
    expect(await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows the message parameter as text, else the default', async () => {
    const first = await renderTool(
      manifest,
      '/coupa/error?message=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3EBad%20token',
    );
    expect(await screen.findByText('<img src=x onerror=alert(1)>Bad token')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    first.unmount();
    await renderTool(manifest, '/coupa/error');
    expect(await screen.findByText(COUPA_TEXTS.errorDefault)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(COUPA_TEXTS.errorTitle);
    await waitFor(() => expect(document.title).toBe(`${COUPA_TEXTS.errorTitle}${SUFFIX}`));
  });
});
