import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TERMS_SECTION_COUNT } from '../../../../src/platform/domain/constants';
import { useFixtureServer } from '../../../support/fixtureServer';
import { openQuote, READY } from './support';

useFixtureServer();

describe('terms and conditions dialog', () => {
  it('has the spec’s sections, numbered in order, with the terms summary; closes with Escape back to its link', async () => {
    const { user } = await openQuote(READY);
    const link = await screen.findByRole('button', { name: 'Read the Terms and Conditions' });
    act(() => link.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    const headings = within(dialog).getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(TERMS_SECTION_COUNT);
    headings.forEach((heading, index) =>
      expect(heading.textContent).toMatch(new RegExp(`^${index + 1}\\. `)),
    );
    const text = dialog.textContent ?? '';
    expect(text).toMatch(/Invoices are issued at the end of each month/);
    expect(text).toMatch(/within 30 days of delivery/);
    expect(text).toMatch(/1\.5% per month \(18% per year\)/);
    expect(text).toMatch(/fix justified defects free of charge within 30 days/);
    expect(text).toMatch(/LLTS Language Services, Inc\./);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(link).toHaveFocus();
  });

  it('names the UK company and law in the UK variant', async () => {
    const { user } = await openQuote(READY, '/en-gb');
    await user.click(await screen.findByRole('button', { name: 'Read the Terms and Conditions' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('LLTS Language Services Ltd');
    expect(dialog).toHaveTextContent('England and Wales');
    expect(dialog).not.toHaveTextContent('State of New York');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
