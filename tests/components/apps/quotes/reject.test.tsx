import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerAction, getQuote, quote, renderQuote, quoteServer } from './support';

const server = quoteServer();

async function openReject(id: string, statuses?: number[]) {
  const user = userEvent.setup();
  const reject = answerAction(id, 'rejectAutoQuote', statuses);
  server.use(getQuote(id, quote()), reject.handler);
  renderQuote(id, '/acme');
  await user.click(await screen.findByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject this quote' });
  return { user, dialog, bodies: reject.bodies };
}

describe('rejecting a quote', () => {
  it('needs no agreement, sends the reason trimmed and confirms', async () => {
    const { user, dialog, bodies } = await openReject('r1');
    await user.type(
      within(dialog).getByLabelText('Reason (optional)'),
      '   Too expensive for this quarter  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject quote' }));
    expect(await screen.findByRole('heading', { name: 'Your quote has been rejected' })).toHaveFocus();
    expect(bodies).toEqual([{ rejectionReason: 'Too expensive for this quarter' }]);
    expect(screen.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/acme');
  });

  it('leaves a blank reason out of the body', async () => {
    const { user, dialog, bodies } = await openReject('r2');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), '    ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject quote' }));
    await screen.findByRole('heading', { name: 'Your quote has been rejected' });
    expect(bodies).toEqual([{}]);
  });

  it('a 409 shows Conflict error and keeps the reason', async () => {
    const { user, dialog, bodies } = await openReject('r3', [409]);
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Changed plans');
    await user.click(within(dialog).getByRole('button', { name: 'Reject quote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Conflict error$/);
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveValue('Changed plans');
    expect(bodies).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Your quote has been rejected' })).toBeNull();
  });
});
