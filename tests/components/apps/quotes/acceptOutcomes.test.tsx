import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { field, getQuote, openPayment, quote, quoteServer, renderQuote, submit } from './support';

const server = quoteServer();

describe('accepting a quote', () => {
  it('requires the agreement, with the spec’s message', async () => {
    const user = userEvent.setup();
    server.use(getQuote('a1', quote()));
    renderQuote('a1');
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.ACCEPT_AGREEMENT);
    expect(MESSAGES.ACCEPT_AGREEMENT).toBe(
      'Please check the box to acknowledge the Terms of Service and Privacy Policy before accepting the quote.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const checkbox = screen.getByRole('checkbox', { name: /agree/ });
    expect(checkbox).toHaveFocus();
    await user.click(checkbox);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a 409 shows Conflict error and keeps everything typed; a retry then succeeds', async () => {
    const { user, dialog, bodies } = await openPayment(server, 'a8', [409, 200]);
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
    expect(bodies).toHaveLength(2);
  });

  it('other failures show the catalogue message, and values survive closing and reopening the dialog', async () => {
    const { user, dialog } = await openPayment(server, 'a9', [500]);
    await user.click(within(dialog).getByRole('radio', { name: 'Credit Card' }));
    await waitFor(() => expect(field(dialog, 'Country')).toHaveDisplayValue('United States'));
    await user.type(field(dialog, 'Address 1'), '9 Elm Rd');
    await user.type(field(dialog, 'City'), 'Austin');
    await user.type(field(dialog, 'Zip'), '73301');
    await user.selectOptions(field(dialog, 'State'), 'California');
    await user.click(submit(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Server says 500');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('radio', { name: 'Credit Card' })).toHaveAttribute('aria-checked', 'true');
    expect(field(again, 'Address 1')).toHaveValue('9 Elm Rd');
    expect(field(again, 'City')).toHaveValue('Austin');
    expect(field(again, 'Zip')).toHaveValue('73301');
    expect(field(again, 'State')).toHaveDisplayValue('California');
  });

  it('shows progress while the accept is in flight', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user, dialog } = await openPayment(server, 'a10');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post('*/jobRequests/a10/actions/acceptAutoQuote', async () => {
        await gate;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Bill to an account' }));
    await user.type(field(dialog, 'Client id number'), 'C-2');
    await user.click(submit(dialog));
    const busy = await within(dialog).findByRole('button', { name: /Accepting/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    await screen.findByRole('heading', { name: 'Thank you, your quote is accepted' });
  });

  it('a page left open past the deadline never accepts: the deadline is checked again before sending', async () => {
    const { user, dialog, bodies } = await openPayment(server, 'late');
    // Meanwhile the deadline passed (the server now reports it in the past).
    server.use(getQuote('late', quote({ autoQuote: { acceptanceDeadline: new Date(Date.now() - 1000).toISOString() } })));
    await user.click(within(dialog).getByRole('radio', { name: 'Invoice directly' }));
    await user.click(submit(dialog));
    expect(
      await within(dialog).findByText('This quote has expired and can no longer be accepted or rejected.'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});
