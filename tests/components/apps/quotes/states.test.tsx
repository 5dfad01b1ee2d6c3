import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getQuote, pastDeadline, quote, renderQuote, quoteServer } from './support';

const server = quoteServer();
const answerControls = () => screen.queryByRole('button', { name: 'Accept' });

describe('quote states', () => {
  it('offers the answer when ready for client review and unanswered', async () => {
    server.use(getQuote('ready', quote()));
    renderQuote('ready');
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /agree to the Terms of Service/ })).not.toBeChecked();
  });

  it('shows an accepted quote with its status and no answer controls', async () => {
    server.use(
      getQuote('acc', quote({ status: 'QUOTE_ACCEPTED', autoQuote: { acceptanceStatus: 'ACCEPTED' } })),
    );
    renderQuote('acc');
    expect(await screen.findByText('This quote has been accepted.')).toBeInTheDocument();
    expect(screen.getByText('Accepted', { selector: 'dd' })).toBeInTheDocument();
    expect(answerControls()).toBeNull();
  });

  it('shows a rejected quote with its status and no answer controls', async () => {
    server.use(
      getQuote('rej', quote({ status: 'QUOTE_REJECTED', autoQuote: { acceptanceStatus: 'REJECTED' } })),
    );
    renderQuote('rej');
    expect(await screen.findByText('This quote has been rejected.')).toBeInTheDocument();
    expect(screen.getByText('Rejected', { selector: 'dd' })).toBeInTheDocument();
    expect(answerControls()).toBeNull();
  });

  it('does not offer an answer while an acceptance status is set, even if the status is still ready', async () => {
    server.use(getQuote('odd', quote({ autoQuote: { acceptanceStatus: 'ACCEPTED' } })));
    renderQuote('odd');
    expect(await screen.findByText('This quote has been accepted.')).toBeInTheDocument();
    expect(answerControls()).toBeNull();
  });

  it('shows only the expired screen when the status is expired', async () => {
    server.use(getQuote('exp', quote({ status: 'QUOTE_EXPIRED' })));
    renderQuote('exp', '/uk');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This quote has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/can no longer be accepted/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/uk');
    expect(screen.queryByText('Total project cost')).toBeNull();
    expect(answerControls()).toBeNull();
  });

  it('shows only the expired screen when the acceptance deadline has passed', async () => {
    server.use(getQuote('late', quote({ autoQuote: { acceptanceDeadline: pastDeadline() } })));
    renderQuote('late');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This quote has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/');
    expect(answerControls()).toBeNull();
  });

  it('shows the estimate without answers while the quote is not ready for review', async () => {
    server.use(getQuote('wip', quote({ status: 'ANALYZING' })));
    renderQuote('wip');
    expect(await screen.findByText(/not open for an answer yet/)).toBeInTheDocument();
    expect(answerControls()).toBeNull();
  });
});
