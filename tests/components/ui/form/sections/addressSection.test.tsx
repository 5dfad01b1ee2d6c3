// The address section: countries by name, the states of the chosen country only, a state required only
// where the country has states, and the values the API takes (toAddress).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toAddress } from '../../../../../src/platform/domain/addressOptions';
import { AddressSection } from '../../../../../src/ui/form/sections/AddressSection';
import { renderForm } from '../support';

const COUNTRIES = [
  { id: 227, name: 'United States' },
  { id: 38, name: 'Canada' },
  { id: 73, name: 'France' },
];
const PROVINCES = [
  { id: 1033, name: 'New York', countryId: 227 },
  { id: 1005, name: 'California', countryId: 227 },
  { id: 3009, name: 'Ontario', countryId: 38 },
  { id: 3010, name: 'Quebec', countryId: 38 },
];

const render = (required = true) =>
  renderForm(
    <AddressSection name="address" countries={COUNTRIES} provinces={PROVINCES} required={required} />,
    {
      initialValues: { address: { countryId: '227' } },
    },
  );

async function choose(user: ReturnType<typeof render>['user'], label: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`Show options for ${label.source}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// A busy machine (the suite runs beside others) types slowly: generous limits, waits on state.
describe('AddressSection', { timeout: 20_000 }, () => {
  it('sorts countries by name and offers the states of the chosen country only; a new country clears the state', async () => {
    const { user } = render();
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('United States');
    await user.click(screen.getByRole('button', { name: /Show options for Country/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Canada',
      'France',
      'United States',
    ]);
    await user.keyboard('{Escape}');
    await choose(user, /State/, 'New York');
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveValue('New York');
    await choose(user, /Country/, 'Canada');
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: /Show options for State/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Ontario', 'Quebec']);
  });

  it('requires line 1, city, zip and the state where the country has states; none in a country without', async () => {
    const { user, onSubmit, submitted } = render();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    for (const label of [/Address line 1/, /City/, /ZIP/, /State/]) {
      expect(
        screen.getByRole(label.source === 'State' ? 'combobox' : 'textbox', { name: label }),
      ).toHaveAccessibleDescription(/Required/);
    }
    expect(screen.getByRole('textbox', { name: /Address line 2/ })).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByRole('textbox', { name: /Address line 1/ }), '1 Rue de Rivoli');
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Paris');
    await user.type(screen.getByRole('textbox', { name: /ZIP/ }), '75001');
    await choose(user, /Country/, 'France');
    const state = screen.getByRole('combobox', { name: /State/ });
    expect(state).toBeDisabled();
    expect(state).not.toHaveAttribute('aria-required');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveLength(1);
    expect(toAddress((submitted[0] as { address: object }).address, COUNTRIES, PROVINCES)).toEqual({
      address1: '1 Rue de Rivoli',
      city: 'Paris',
      country: { id: 73, name: 'France' },
      province: null,
      zipCode: '75001',
    });
  });

  it('an optional address (the contact section) asks for nothing', async () => {
    const { user, submitted } = render(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveLength(1);
  });
});
