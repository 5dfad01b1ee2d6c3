// What the buyer files once the quote is answered: the confirmation keeps the quote's reference, total and
// PDF (the page that replaced the quote starts at its top, focus on its title); an expired quote links to
// the request form it asks for.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderShell } from '../../../support/renderTool';
import { field, openQuote, READY, submit } from './support';

useFixtureServer();

async function answered(answer: 'accept' | 'reject') {
  const scrollTo = vi.spyOn(window, 'scrollTo');
  const { user } = await renderShell(`/quotes/${READY}`);
  if (answer === 'accept') {
    await user.click(await screen.findByRole('checkbox', { name: /agree to the Terms/ }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'How would you like to pay?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Bill to an account' }));
    await user.type(field(dialog, 'Client id number'), 'C-9');
    await user.type(field(dialog, 'Personal code'), 'PC-1');
    await user.click(submit(dialog));
  } else {
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this quote' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject quote' }));
  }
  return scrollTo;
}

describe('an answered quote', () => {
  it.each([
    ['accept', 'Thank you, your quote is accepted', 'Accepted'],
    ['reject', 'Your quote has been rejected', 'Rejected'],
  ] as const)(
    '%s: the confirmation keeps the reference, the total and the PDF',
    async (answer, title, status) => {
      const scrollTo = await answered(answer);
      const heading = await screen.findByRole('heading', { level: 1, name: title });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const summary = screen.getByRole('region', { name: 'Your quote' });
      expect(within(summary).getByText('AQ-2024100')).toBeInTheDocument();
      expect(within(summary).getByText(status)).toBeInTheDocument();
      expect(within(summary).getByTestId('quote-total')).toHaveTextContent('$810.00');
      expect(within(summary).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
      scrollTo.mockRestore();
    },
  );

  it('expired: offers the request form as well as the way home, under the branch', async () => {
    await openQuote('aq-expired', '/uk');
    await screen.findByRole('heading', { level: 1, name: 'This quote has expired' });
    expect(screen.getByRole('link', { name: 'Request a new quote' })).toHaveAttribute(
      'href',
      '/uk/createProject',
    );
    expect(screen.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/uk');
  });
});
