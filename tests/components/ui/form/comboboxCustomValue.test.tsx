// ComboboxField with allowCustomValue (a LIST custom field): the options, or what was typed.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComboboxField } from '../../../../src/ui/form/ComboboxField';
import { renderForm } from './support';

const OPTIONS = [
  { value: 'Internal', label: 'Internal' },
  { value: 'Customers', label: 'Customers' },
];

// A busy machine (the suite runs beside others) types slowly: generous limits, waits on state.
describe('ComboboxField with free text', { timeout: 20_000 }, () => {
  it('offers the typed text as a value and keeps showing it', async () => {
    const { user, submitted } = renderForm(
      <ComboboxField name="audience" label="Audience" options={OPTIONS} allowCustomValue />,
    );
    const input = screen.getByRole('combobox', { name: 'Audience' });
    await user.type(input, 'Investors');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Use “Investors”']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Investors');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual([{ audience: 'Investors' }]);
  });

  it('offers nothing extra for an exact option, and nothing at all without allowCustomValue', async () => {
    const { user } = renderForm(
      <>
        <ComboboxField name="a" label="Free" options={OPTIONS} allowCustomValue />
        <ComboboxField name="b" label="Strict" options={OPTIONS} />
      </>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Free' }), 'Customers');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Customers']);
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('combobox', { name: 'Strict' }), 'Investors');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No matches')).toBeInTheDocument();
  });
});
