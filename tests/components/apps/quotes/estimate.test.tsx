import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../../../../src/platform/locale/dates';
import { getQuote, quote, renderQuote, quoteServer } from './support';

const server = quoteServer();

const fact = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('quote estimate', () => {
  it('shows a loading state, then the facts of the request', async () => {
    server.use(getQuote('jr-1', quote()));
    renderQuote('jr-1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your quote');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your quote' })).toBeInTheDocument();
    expect(fact('Created')).toBe(formatDisplayDate('2025-03-05T14:07:09Z'));
    expect(fact('Created')).toMatch(/^Mar 0[56], 2025 \d\d:\d\d:09$/);
    expect(fact('Source language')).toBe('English (US)');
    expect(fact('Target languages')).toBe('French, German, Spanish');
    expect(fact('Acceptance status')).toBe('Awaiting your answer');
    expect(fact('Reference id')).toBe('REF-2025-0042');
  });

  it('falls back to the job request id when the quote has no reference of its own', async () => {
    server.use(getQuote('jr-2', quote({ externalReferenceId: null })));
    renderQuote('jr-2');
    await screen.findByRole('heading', { level: 1 });
    expect(fact('Reference id')).toBe('jr-2');
  });

  it('splits pages evenly over the targets and prices each language (accordion, sorted by name)', async () => {
    const user = userEvent.setup();
    server.use(getQuote('jr-3', quote({ autoQuote: { totalPages: 10, pricePerPage: 12.5, price: 125 } })));
    renderQuote('jr-3');
    const buttons = await screen.findAllByRole('button', { name: /French|German|Spanish/ });
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringContaining('French'),
      expect.stringContaining('German'),
      expect.stringContaining('Spanish'),
    ]);
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    await user.click(buttons[1]);
    expect(buttons[1]).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(buttons[1].getAttribute('aria-controls')!)!;
    const value = (label: string) =>
      within(panel).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Professional services')).toBe('Translation (English (US) → German)');
    expect(value('Units')).toBe('Pages');
    // 10 pages ÷ 3 targets = 3.333…; 12.50 × 3.333… = 41.666…
    expect(value('Pages')).toBe('3.33');
    expect(value('Cost')).toBe('$41.67');
    expect(value('Rate per page')).toBe('$12.50');
  });

  it('opens an accordion with the keyboard', async () => {
    const user = userEvent.setup();
    server.use(
      getQuote(
        'jr-4',
        quote({ targetLanguages: [{ name: 'Italian' }, { name: 'Dutch' }], autoQuote: { totalPages: 7 } }),
      ),
    );
    renderQuote('jr-4');
    const dutch = await screen.findByRole('button', { name: /Dutch/ });
    act(() => dutch.focus());
    await user.keyboard('{Enter}');
    expect(dutch).toHaveAttribute('aria-expanded', 'true');
    // 7 ÷ 2 = 3.5 pages at 12.50 = 43.75
    expect(screen.getByText('3.5')).toBeInTheDocument();
    expect(dutch).toHaveTextContent('$43.75');
  });

  it('shows the total in the quote currency with two decimals and that currency’s locale', async () => {
    server.use(getQuote('jr-eur', quote({ autoQuote: { currency: 'EUR', price: 1234.5 } })));
    renderQuote('jr-eur');
    expect(await screen.findByTestId('quote-total')).toHaveTextContent(/^1\.234,50\s€$/);
  });

  it('says quotes are valid 30 days unless stated, and states the deadline', async () => {
    server.use(getQuote('jr-5', quote({ autoQuote: { acceptanceDeadline: '2099-01-31T10:00:00Z' } })));
    renderQuote('jr-5');
    expect(
      await screen.findByText(
        /Quotes are valid for 30 days unless otherwise stated\. Please answer by Jan 31, 2099/,
      ),
    ).toBeInTheDocument();
  });

  it('shows an error page with the catalogue message and a link home for an unknown id', async () => {
    server.use(getQuote('nope', {}, 404));
    renderQuote('nope', '/acme');
    expect(await screen.findByRole('heading', { name: 'We could not open this quote' })).toBeInTheDocument();
    expect(screen.getByText('Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/acme');
  });

  it('shows the server’s message when the load fails with one', async () => {
    server.use(getQuote('boom', { message: 'Quote service unavailable', errorCode: 'AQ-17' }, 400));
    renderQuote('boom');
    expect(await screen.findByText('Quote service unavailable [Error code: AQ-17]')).toBeInTheDocument();
  });

  it('closes with the US company address, or the UK one in the UK variant', async () => {
    server.use(getQuote('jr-6', quote()));
    const { unmount } = renderQuote('jr-6');
    const us = await screen.findByRole('region', { name: 'Quote issued by' });
    expect(us).toHaveTextContent('LLTS Language Services, Inc.');
    expect(us).toHaveTextContent('New York, NY 10013');
    unmount();
    renderQuote('jr-6', '/uk');
    const uk = await screen.findByRole('region', { name: 'Quote issued by' });
    expect(uk).toHaveTextContent('LLTS Language Services Ltd');
    expect(uk).toHaveTextContent('London EC2M 7EB');
  });
});
