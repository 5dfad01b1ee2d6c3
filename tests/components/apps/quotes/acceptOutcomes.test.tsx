import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { useFixtureServer } from '../../../support/fixtureServer';
import {
  answersSent,
  editQuote,
  field,
  openPayment,
  openQuote,
  pick,
  READY,
  storedQuote,
  submit,
} from './support';
import { ADDRESS_LABELS as L } from '../../../../src/platform/domain/addressLabels';

const fixtures = useFixtureServer();
const ACCEPT_PATH = `/jobRequests/${READY}/actions/acceptAutoQuote`;
const sent = () => answersSent(READY, 'acceptAutoQuote');

describe('accepting a quote', () => {
  it('requires the agreement: the message is tied to the box, which gets the focus, and no dialog opens', async () => {
    const { user } = await openQuote(READY);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.ACCEPT_AGREEMENT);
    expect(screen.queryByRole('dialog')).toBeNull();
    const checkbox = screen.getByRole('checkbox', { name: /agree/ });
    expect(checkbox).toHaveFocus();
    await user.click(checkbox);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent()).toHaveLength(0);
  });

  it('a 409 shows Conflict error and keeps everything typed; a retry then succeeds', async () => {
    fixtures.backend.injectFault({ method: 'POST', path: ACCEPT_PATH, status: 409, body: {} });
    const { user, dialog } = await openPayment();
    await user.click(within(dialog).getByRole('radio', { name: 'Bill to an account' }));
    await user.type(field(dialog, 'Client id number'), 'C-9');
    await user.type(field(dialog, 'Personal code'), 'PC-1');
    await user.click(submit(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Conflict error$/);
    expect(within(dialog).getByRole('radio', { name: 'Bill to an account' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(field(dialog, 'Client id number')).toHaveValue('C-9');
    expect(field(dialog, 'Personal code')).toHaveValue('PC-1');
    await user.click(submit(dialog));
    await screen.findByRole('heading', { name: 'Thank you, your quote is accepted' });
    expect(sent()).toHaveLength(2);
    expect(storedQuote(READY).autoQuote?.acceptanceStatus).toBe('ACCEPTED');
  });

  it('other failures show the server’s message, and values survive closing and reopening the dialog', async () => {
    fixtures.backend.injectFault({
      method: 'POST',
      path: ACCEPT_PATH,
      status: 500,
      body: { message: 'Payment service unavailable' },
    });
    const { user, dialog } = await openPayment();
    await user.click(within(dialog).getByRole('radio', { name: 'Credit Card' }));
    await waitFor(() => expect(field(dialog, L.country)).toHaveValue('United States'));
    await user.type(field(dialog, L.address1), '9 Elm Rd');
    await user.type(field(dialog, L.city), 'Austin');
    await user.type(field(dialog, L.zipCode), '73301');
    await pick(user, dialog, L.province, 'California');
    await user.click(submit(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Payment service unavailable');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('radio', { name: 'Credit Card' })).toHaveAttribute('aria-checked', 'true');
    expect(field(again, L.address1)).toHaveValue('9 Elm Rd');
    expect(field(again, L.city)).toHaveValue('Austin');
    expect(field(again, L.zipCode)).toHaveValue('73301');
    expect(field(again, L.province)).toHaveValue('California');
  });

  it('shows progress while the accept is in flight', async () => {
    const answer = fixtures.hold('post', `*/api/v1${ACCEPT_PATH}`);
    const { user, dialog } = await openPayment();
    await user.click(within(dialog).getByRole('radio', { name: 'Bill to an account' }));
    await user.type(field(dialog, 'Client id number'), 'C-2');
    await user.click(submit(dialog));
    const busy = await within(dialog).findByRole('button', { name: /Accepting/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer.release();
    await screen.findByRole('heading', { name: 'Thank you, your quote is accepted' });
    expect(storedQuote(READY).autoQuote?.acceptanceStatus).toBe('ACCEPTED');
  });

  it('a page left open past the deadline never accepts: the deadline is checked again before sending', async () => {
    const { user, dialog } = await openPayment();
    // Meanwhile the deadline passed (the server now reports it in the past).
    editQuote(READY, (job) => {
      job.autoQuote!.acceptanceDeadline = new Date(Date.now() - 1000).toISOString();
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Invoice directly' }));
    await user.click(submit(dialog));
    expect(
      await within(dialog).findByText('This quote has expired and can no longer be accepted or rejected.'),
    ).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });
});
