import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../../../../src/platform/locale/dates';
import { useFixtureServer } from '../../../support/fixtureServer';
import { editQuote, languagesNamed, openQuote, READY, storedQuote } from './support';

const fixtures = useFixtureServer();

const fact = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('quote estimate', () => {
  it('shows a loading state, then the facts of the request as the server holds them', async () => {
    const job = storedQuote(READY);
    const answer = fixtures.hold('get', `*/api/v1/autoQuotes/${READY}`);
    await openQuote(READY);
    // The tool's own loading state (after the shell's while its chunk arrives).
    expect(await screen.findByText(/^Loading your quote/)).toBeInTheDocument();
    answer.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your quote' })).toBeInTheDocument();
    expect(screen.getByText(job.name!)).toBeInTheDocument();
    expect(fact('Created')).toBe(formatDisplayDate(job.autoQuote!.creationDate));
    expect(fact('Source language')).toBe(job.sourceLanguage!.name);
    // Targets sorted by name, whatever order the server lists them in.
    const targets = job.targetLanguages!.map((language) => language.name!);
    expect(fact('Target languages')).toBe([...targets].sort((a, b) => a.localeCompare(b)).join(', '));
    expect(fact('Acceptance status')).toBe('Awaiting your answer');
    expect(fact('Reference id')).toBe(job.externalReferenceId);
  });

  it('falls back to the job request id when the quote has no reference of its own', async () => {
    editQuote(READY, (job) => {
      job.externalReferenceId = undefined;
    });
    await openQuote(READY);
    await screen.findByRole('heading', { level: 1 });
    expect(fact('Reference id')).toBe(READY);
  });

  it('splits pages evenly over the targets and prices each language (accordion, sorted by name)', async () => {
    editQuote(READY, (job, state) => {
      job.targetLanguages = languagesNamed(state, 'Spanish (Spain)', 'German', 'French (France)');
      Object.assign(job.autoQuote!, { totalPages: 10, pricePerPage: 12.5, price: 125, currency: 'USD' });
    });
    const { user } = await openQuote(READY);
    const buttons = await screen.findAllByRole('button', { name: /French|German|Spanish/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
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
    const source = storedQuote(READY).sourceLanguage!.name;
    expect(value('Professional services')).toBe(`Translation (${source} → German)`);
    expect(value('Units')).toBe('Pages');
    // 10 pages ÷ 3 targets = 3.333…; 12.50 × 3.333… = 41.666…
    expect(value('Pages')).toBe('3.33');
    expect(value('Cost')).toBe('$41.67');
    expect(value('Rate per page')).toBe('$12.50');
  });

  it('opens an accordion with the keyboard', async () => {
    editQuote(READY, (job, state) => {
      job.targetLanguages = languagesNamed(state, 'Italian', 'Dutch');
      Object.assign(job.autoQuote!, { totalPages: 7, pricePerPage: 12.5, currency: 'USD' });
    });
    const { user } = await openQuote(READY);
    const dutch = await screen.findByRole('button', { name: /Dutch/ });
    act(() => dutch.focus());
    await user.keyboard('{Enter}');
    expect(dutch).toHaveAttribute('aria-expanded', 'true');
    // 7 ÷ 2 = 3.5 pages at 12.50 = 43.75 (in the opened panel: the print-only table has it too)
    const panel = document.getElementById(dutch.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('3.5')).toBeInTheDocument();
    expect(dutch).toHaveTextContent('$43.75');
  });

  it('shows the total in the quote currency with two decimals and that currency’s locale', async () => {
    editQuote('aq-ready-eur', (job) => {
      job.autoQuote!.price = 1234.5;
    });
    await openQuote('aq-ready-eur');
    expect(await screen.findByTestId('quote-total')).toHaveTextContent(/^1\.234,50\s€$/);
  });

  it('says quotes are valid 30 days unless stated, and states the deadline', async () => {
    await openQuote(READY);
    const deadline = formatDisplayDate(storedQuote(READY).autoQuote!.acceptanceDeadline);
    expect(
      await screen.findByText(
        `Quotes are valid for 30 days unless otherwise stated. Please answer by ${deadline}.`,
        {
          exact: false,
        },
      ),
    ).toBeInTheDocument();
  });

  it('shows an error page with the server’s message and a link home for an unknown id', async () => {
    await openQuote('aq-no-such-quote', '/acme');
    expect(await screen.findByRole('heading', { name: 'We could not open this quote' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/acme');
  });

  it('shows the server’s message and error code when the load fails with one', async () => {
    fixtures.backend.injectFault({
      method: 'GET',
      path: `/autoQuotes/${READY}`,
      status: 400,
      body: { message: 'Quote service unavailable', errorCode: 'AQ-17' },
    });
    await openQuote(READY);
    expect(await screen.findByText('Quote service unavailable [Error code: AQ-17]')).toBeInTheDocument();
  });

  it('closes with the US company address, or the UK one in the UK variant', async () => {
    const us = await openQuote(READY);
    const usRegion = await screen.findByRole('region', { name: 'Quote issued by' });
    expect(usRegion).toHaveTextContent('LLTS Language Services, Inc.');
    expect(usRegion).toHaveTextContent('New York, NY 10013');
    us.unmount();
    await openQuote(READY, '/uk');
    const uk = await screen.findByRole('region', { name: 'Quote issued by' });
    expect(uk).toHaveTextContent('LLTS Language Services Ltd');
    expect(uk).toHaveTextContent('London EC2M 7EB');
  });
});
