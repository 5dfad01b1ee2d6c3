import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useFixtureServer } from '../../../support/fixtureServer';
import { answersSent, errorOf, field, openPayment, optionTexts, pick, READY, submit } from './support';
import { ADDRESS_LABELS as L } from '../../../../src/platform/domain/addressLabels';

const fixtures = useFixtureServer();
const sent = () => answersSent(READY, 'acceptAutoQuote');
const byName = (a: string, b: string) => a.localeCompare(b);

/** A country or province as the fixtures' reference data has it (id and name). */
function place(kind: 'countries' | 'provinces', name: string) {
  const found = fixtures.backend.ctx.state[kind].find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No ${kind} entry ${name}`);
  return { id: found.id, name: found.name };
}

describe('payment dialog fields', () => {
  it('requires a payment option', async () => {
    const { user, dialog } = await openPayment();
    await user.click(submit(dialog));
    expect(within(dialog).getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });

  it('credit card: requires address 1, city, state, country and zip, then sends the address', async () => {
    const { user, dialog } = await openPayment();
    await user.click(within(dialog).getByRole('radio', { name: 'Credit Card' }));
    const country = field(dialog, L.country);
    await waitFor(() => expect(country).toHaveValue('United States'));
    // Emptied by hand: clearing the text clears the choice (the list it opened is closed again).
    await user.clear(country);
    await user.keyboard('{Escape}');
    await user.click(submit(dialog));
    for (const name of [L.address1, L.city, L.zipCode, L.country, L.province])
      expect(errorOf(field(dialog, name))).toBe('Required');
    expect(errorOf(field(dialog, L.address2))).toBeUndefined();
    await waitFor(() => expect(field(dialog, L.address1)).toHaveFocus());
    expect(sent()).toHaveLength(0);

    await user.type(field(dialog, L.address1), '  1 Main St ');
    await user.type(field(dialog, L.city), 'Albany');
    await user.type(field(dialog, L.zipCode), '12207');
    await pick(user, dialog, L.country, 'United States');
    // Only the United States' states, by name.
    const states = await optionTexts(user, dialog, L.province);
    const usStates = fixtures.backend.ctx.state.provinces
      .filter((province) => province.countryId === place('countries', 'United States').id)
      .map((province) => province.name);
    expect(states).toEqual([...usStates].sort(byName));
    await pick(user, dialog, L.province, 'New York');
    await user.click(submit(dialog));
    // Focus on the title is the shell's page change (tests/components/apps/quotes/answered.test.tsx).
    expect(
      await screen.findByRole('heading', { name: 'Thank you, your quote is accepted' }),
    ).toBeInTheDocument();
    expect(sent()).toEqual([
      {
        paymentPreferences: {
          paymentType: 'CREDIT_CARD',
          billingContact: {
            address1: '1 Main St',
            city: 'Albany',
            zipCode: '12207',
            province: place('provinces', 'New York'),
            country: place('countries', 'United States'),
          },
        },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/');
  });

  it('credit card in a country without states: no state is asked for or sent', async () => {
    const { user, dialog } = await openPayment();
    await user.click(within(dialog).getByRole('radio', { name: 'Credit Card' }));
    await waitFor(() => expect(field(dialog, L.country)).toHaveValue('United States'));
    await pick(user, dialog, L.country, 'France');
    await user.type(field(dialog, L.address1), '5 rue de la Paix');
    await user.type(field(dialog, L.city), 'Paris');
    await user.type(field(dialog, L.zipCode), '75002');
    expect(field(dialog, L.province)).toBeDisabled();
    await user.click(submit(dialog));
    expect(
      await screen.findByRole('heading', { name: 'Thank you, your quote is accepted' }),
    ).toBeInTheDocument();
    expect(sent()).toEqual([
      {
        paymentPreferences: {
          paymentType: 'CREDIT_CARD',
          billingContact: {
            address1: '5 rue de la Paix',
            city: 'Paris',
            zipCode: '75002',
            country: place('countries', 'France'),
          },
        },
      },
    ]);
  });

  it('sorts countries by name whatever the server’s order, preselects the UK in the UK variant and filters states by country', async () => {
    // The fixtures list countries sorted already: reversed here, so only the dialog's own sort can pass.
    const countries = [...fixtures.backend.ctx.state.countries].reverse();
    fixtures.use(http.get('*/api/v1/countries', () => HttpResponse.json(countries)));
    const { user, dialog } = await openPayment(READY, '/uk');
    await user.click(within(dialog).getByRole('radio', { name: 'Credit Card' }));
    const country = field(dialog, L.country);
    await waitFor(() => expect(country).toHaveValue('United Kingdom'));
    const names = await optionTexts(user, dialog, L.country);
    expect(names).toEqual(countries.map((entry) => entry.name).sort(byName));
    expect(await optionTexts(user, dialog, L.province)).toEqual([
      'England',
      'Northern Ireland',
      'Scotland',
      'Wales',
    ]);
    await pick(user, dialog, L.province, 'Scotland');
    await pick(user, dialog, L.country, 'Canada');
    // The Scottish state does not belong to Canada: it is cleared, and Canada's provinces are offered.
    await waitFor(() => expect(field(dialog, L.province)).toHaveValue(''));
    const canadian = await optionTexts(user, dialog, L.province);
    expect(canadian).toContain('Ontario');
    expect(canadian).not.toContain('Scotland');
  });

  it('bill to an account: requires the client id number only, and sends the account', async () => {
    const { user, dialog } = await openPayment();
    await user.click(within(dialog).getByRole('radio', { name: 'Bill to an account' }));
    await user.click(submit(dialog));
    expect(errorOf(field(dialog, 'Client id number'))).toBe('Required');
    expect(errorOf(field(dialog, 'Personal code'))).toBeUndefined();
    expect(within(dialog).queryByLabelText(/^Address 1/)).toBeNull();
    await user.type(field(dialog, 'Client id number'), ' C-778 ');
    await user.click(submit(dialog));
    await screen.findByRole('heading', { name: 'Thank you, your quote is accepted' });
    expect(sent()).toEqual([
      {
        paymentPreferences: {
          paymentType: 'BILL_TO_ACCOUNT',
          billingAccount: { clientIdNumber: 'C-778' },
        },
      },
    ]);
  });

  it('invoice directly: requires nothing and captures the billing e-mail and phone', async () => {
    const { user, dialog } = await openPayment();
    await user.click(within(dialog).getByRole('radio', { name: 'Invoice directly' }));
    await waitFor(() => expect(field(dialog, L.country)).toHaveValue('United States'));
    await user.type(field(dialog, 'Billing e-mail'), 'ap@acme.example');
    await user.type(field(dialog, 'Billing phone'), '+1 212 555 0100');
    await user.click(submit(dialog));
    await screen.findByRole('heading', { name: 'Thank you, your quote is accepted' });
    expect(sent()).toEqual([
      {
        paymentPreferences: {
          paymentType: 'INVOICE_DIRECTLY',
          // Only what was typed: not the blank address, nor the preselected country.
          billingContact: {
            email: 'ap@acme.example',
            phoneNumber: '+1 212 555 0100',
          },
        },
      },
    ]);
  });

  it('an invalid e-mail left under another option does not block the chosen one', async () => {
    const { user, dialog } = await openPayment();
    await user.click(within(dialog).getByRole('radio', { name: 'Invoice directly' }));
    await user.type(field(dialog, 'Billing e-mail'), 'not-an-email');
    await user.click(submit(dialog));
    expect(errorOf(field(dialog, 'Billing e-mail'))).toBe('Invalid email address');
    await user.click(within(dialog).getByRole('radio', { name: 'Bill to an account' }));
    await user.type(field(dialog, 'Client id number'), 'C-1');
    await user.click(submit(dialog));
    await screen.findByRole('heading', { name: 'Thank you, your quote is accepted' });
    expect(sent()).toHaveLength(1);
  });
});
