// The quote PDF rendered from the seeded auto quotes of the fixture backend, read back with
// pdf.js (tests/support/pdf.ts): the right lines and totals in each currency's locale, the variant's issuer, and text
// that WinAnsi cannot encode replaced rather than thrown on.
import { describe, expect, it } from 'vitest';
import { getAutoQuote } from '../../../../src/platform/api/autoQuotes';
import type { AutoQuoteResponse } from '../../../../src/platform/domain/entities/autoQuote';
import { winAnsiSafe } from '../../../../src/platform/flows/pdfText';
import { quotePdfFileName } from '../../../../src/platform/flows/quoteDocument';
import { renderQuotePdf } from '../../../../src/platform/flows/quotePdf';
import { createHttpClient } from '../../../../src/platform/http/client';
import { contactDetails } from '../../../../src/platform/locale/contacts';
import type { LocaleVariant } from '../../../../src/platform/locale/localePath';
import { readPdf } from '../../../support/pdf';
import { API, useRuntimeBackend } from '../../../fixtures/support/runtimeBackend';

/** The document's text on one line, for comparisons. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const render = (quote: AutoQuoteResponse, jobRequestId: string, variant: LocaleVariant = 'US') =>
  renderQuotePdf(quote, { jobRequestId, variant, contacts: contactDetails(variant) });

describe('renderQuotePdf', { timeout: 20_000 }, () => {
  useRuntimeBackend();
  const http = createHttpClient({ baseUrl: API });
  const seeded = (id: string) => getAutoQuote(http, id);

  it('USD (aq-ready): three languages at $270.00, total $810.00, US issuer on Letter paper', async () => {
    const bytes = await render(await seeded('aq-ready'), 'aq-ready');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    const text = flat(pdf.text);
    expect(text).toContain('Quote AQ-2024100');
    expect(text).toContain('Employee handbook 2024');
    expect(text).toContain('Target languages French (France), German, Spanish (Spain)');
    expect(text.match(/\$270\.00/g)).toHaveLength(3);
    expect(text).toContain('$22.50');
    expect(text).toMatch(/Total project cost \$810\.00/);
    expect(text).toContain('Quotes are valid for 30 days unless otherwise stated.');
    expect(text).toMatch(/Acceptance deadline: [A-Z][a-z]{2} \d\d, \d{4} \d\d:\d\d:\d\d/);
    expect(text).toContain('1.5% per month (18% per year)');
    expect(text).toContain('LLTS Language Services, Inc.');
    expect(text).toContain('New York, NY 10013');
    expect(pdf.pages.map(({ width, height }) => [width, height])).toEqual([[612, 792]]);
  });

  it('EUR (aq-ready-eur): German number format, 24 pages a language, total 955,20 €', async () => {
    const text = flat((await readPdf(await render(await seeded('aq-ready-eur'), 'aq-ready-eur'))).text);
    expect(text).toContain('Produktkatalog Frühjahr');
    expect(text).toContain('19,90 €');
    expect(text.match(/477,60 €/g)).toHaveLength(2);
    expect(text).toMatch(/Total project cost 955,20 €/);
  });

  it('GBP (aq-ready-gbp) in the UK variant: £86.25 for each of four languages, total £345.00, UK issuer on A4', async () => {
    const pdf = await readPdf(await render(await seeded('aq-ready-gbp'), 'aq-ready-gbp', 'UK'));
    const text = flat(pdf.text);
    expect(text.match(/£86\.25/g)).toHaveLength(4);
    expect(text).toMatch(/Total project cost £345\.00/);
    expect(text).toContain('LLTS Language Services Ltd');
    expect(text).toContain('London EC2M 7EB');
    expect(text).not.toContain('New York');
    expect(pdf.pages.map(({ width, height }) => [width.toFixed(2), height.toFixed(2)])).toEqual([
      ['595.28', '841.89'],
    ]);
  });

  it('replaces what WinAnsi cannot encode instead of throwing, and wraps a long name', async () => {
    const quote = await seeded('aq-ready');
    quote.name = `Katalog 春 → 2026 😀 ${'very-long-word'.repeat(12)}`;
    quote.targetLanguages = [...quote.targetLanguages, { name: 'Ελληνικά' }];
    const text = flat((await readPdf(await render(quote, 'aq-ready'))).text);
    expect(text).toContain('Katalog ? -> 2026 ?');
    expect(text).toContain('????????');
    expect(text).toContain('very-long-word');
  });

  it('breaks onto further pages when the lines do not fit', async () => {
    const quote = await seeded('aq-ready');
    quote.targetLanguages = Array.from({ length: 60 }, (_, i) => ({
      name: `Language ${String(i).padStart(2, '0')}`,
    }));
    const pdf = await readPdf(await render(quote, 'aq-ready'));
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    const text = flat(pdf.text);
    expect(text).toContain('Language 59');
    expect(text).toMatch(/Total project cost \$810\.00/);
  });

  it('renders the same bytes twice (no clock in the file)', async () => {
    const quote = await seeded('aq-ready-eur');
    expect(await render(quote, 'aq-ready-eur')).toEqual(await render(quote, 'aq-ready-eur'));
  });

  it('names the file by the reference id', () => {
    expect(quotePdfFileName({ externalReferenceId: 'AQ-2024100' }, 'aq-ready')).toBe('quote-AQ-2024100.pdf');
    expect(quotePdfFileName({ externalReferenceId: null }, 'a/b c')).toBe('quote-a_b_c.pdf');
  });
});

describe('winAnsiSafe', () => {
  const safe = winAnsiSafe([...' ?-<>AZaz'].map((c) => c.codePointAt(0)!).concat(0xa0, 0xe9));
  it('keeps encodable text, spells lookalikes, drops controls and replaces the rest by code point', () => {
    expect(safe('A\u2192z')).toBe('A->z');
    expect(safe('a\tz\u200b\u0007')).toBe('a z');
    expect(safe('e\u0301')).toBe('\u00e9');
    expect(safe('A😀Z')).toBe('A?Z');
    expect(safe('1\u202f')).toBe('?\u00a0');
  });
});
