import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFixtureServer } from '../../../support/fixtureServer';
import { answersSent, openQuote, READY, storedQuote } from './support';

const fixtures = useFixtureServer();

async function openReject() {
  const view = await openQuote(READY, '/acme');
  await view.user.click(await screen.findByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject this quote' });
  return { ...view, dialog };
}

describe('rejecting a quote', () => {
  it('needs no agreement, sends the reason trimmed and confirms', async () => {
    const { user, dialog } = await openReject();
    await user.type(
      within(dialog).getByLabelText('Reason (optional)'),
      '   Too expensive for this quarter  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject quote' }));
    // Focus on the title is the shell's page change (tests/components/apps/quotes/answered.test.tsx).
    expect(await screen.findByRole('heading', { name: 'Your quote has been rejected' })).toBeInTheDocument();
    expect(answersSent(READY, 'rejectAutoQuote')).toEqual([
      { rejectionReason: 'Too expensive for this quarter' },
    ]);
    // The server took it: the quote is rejected there too.
    expect(storedQuote(READY).autoQuote?.acceptanceStatus).toBe('REJECTED');
    expect(screen.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/acme');
  });

  it('leaves a blank reason out of the body', async () => {
    const { user, dialog } = await openReject();
    await user.type(within(dialog).getByLabelText('Reason (optional)'), '    ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject quote' }));
    await screen.findByRole('heading', { name: 'Your quote has been rejected' });
    expect(answersSent(READY, 'rejectAutoQuote')).toEqual([{}]);
  });

  it('a 409 shows Conflict error and keeps the reason', async () => {
    fixtures.backend.injectFault({
      method: 'POST',
      path: `/jobRequests/${READY}/actions/rejectAutoQuote`,
      status: 409,
      body: {},
    });
    const { user, dialog } = await openReject();
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Changed plans');
    await user.click(within(dialog).getByRole('button', { name: 'Reject quote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Conflict error$/);
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveValue('Changed plans');
    expect(answersSent(READY, 'rejectAutoQuote')).toHaveLength(1);
    expect(storedQuote(READY).autoQuote?.acceptanceStatus).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your quote has been rejected' })).toBeNull();
  });
});
