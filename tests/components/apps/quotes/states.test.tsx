import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFixtureServer } from '../../../support/fixtureServer';
import { editQuote, openQuote, quoteAnswer, READY, storedQuote } from './support';

const fixtures = useFixtureServer();
const answerControls = () => screen.queryByRole('button', { name: 'Accept' });

describe('quote states', () => {
  it('offers the answer when ready for client review and unanswered', async () => {
    await openQuote(READY);
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /agree to the Terms of Service/ })).not.toBeChecked();
  });

  it('shows an accepted quote with its status and no answer controls', async () => {
    await openQuote('aq-accepted');
    expect(await screen.findByText('This quote has been accepted.')).toBeInTheDocument();
    expect(screen.getByText('Accepted', { selector: 'dd' })).toBeInTheDocument();
    expect(answerControls()).toBeNull();
  });

  it('shows a rejected quote with its status and no answer controls', async () => {
    await openQuote('aq-rejected');
    expect(await screen.findByText('This quote has been rejected.')).toBeInTheDocument();
    expect(screen.getByText('Rejected', { selector: 'dd' })).toBeInTheDocument();
    expect(answerControls()).toBeNull();
  });

  it('does not offer an answer while an acceptance status is set, even if the status is still ready', async () => {
    editQuote(READY, (job) => {
      job.autoQuote!.acceptanceStatus = 'ACCEPTED';
    });
    expect(storedQuote(READY).status).toBe('QUOTE_READY_FOR_CLIENT_REVIEW');
    await openQuote(READY);
    expect(await screen.findByText('This quote has been accepted.')).toBeInTheDocument();
    expect(answerControls()).toBeNull();
  });

  it('shows only the expired screen when the status is expired', async () => {
    await openQuote('aq-expired', '/uk');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This quote has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/can no longer be accepted/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/uk');
    expect(screen.queryByText('Total project cost')).toBeNull();
    expect(answerControls()).toBeNull();
  });

  it('shows only the expired screen when the acceptance deadline has passed', async () => {
    // Still "ready for review" by status: only the deadline says it is over.
    expect(storedQuote('aq-past-deadline').status).toBe('QUOTE_READY_FOR_CLIENT_REVIEW');
    await openQuote('aq-past-deadline');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This quote has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/');
    expect(answerControls()).toBeNull();
  });

  it('shows the estimate without answers while the quote is not ready for review', async () => {
    // No seeded quote is still being analysed: the server's answer for this test only.
    fixtures.use(quoteAnswer('aq-analysing', { ...storedQuote(READY), status: 'ANALYZING' }));
    await openQuote('aq-analysing');
    expect(await screen.findByText(/not open for an answer yet/)).toBeInTheDocument();
    expect(answerControls()).toBeNull();
  });
});
