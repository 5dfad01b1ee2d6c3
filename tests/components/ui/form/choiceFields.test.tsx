import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from '../../../../src/ui/form/CheckboxField';
import { RadioGroupField } from '../../../../src/ui/form/RadioGroupField';
import { TextField } from '../../../../src/ui/form/TextField';
import { descriptionOf, renderForm, requiredWhenEmpty } from './support';

const PAYMENT = [
  { value: 'CARD', label: 'Credit Card' },
  { value: 'ACCOUNT', label: 'Bill to an account' },
  { value: 'INVOICE', label: 'Invoice directly' },
];

describe('CheckboxField', () => {
  it('is toggled with Space and named by its label', async () => {
    const { user, submitted } = renderForm(<CheckboxField name="agree" label="I agree to the terms" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual([{ agree: true }]);
  });

  it('takes the focus and links its error when a failed submit finds it unticked', async () => {
    const { user } = renderForm(<CheckboxField name="agree" label="I agree" required />, {
      validate: requiredWhenEmpty('agree'),
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const box = screen.getByRole('checkbox', { name: /I agree/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(box)).toEqual(['Required']);
    await waitFor(() => expect(box).toHaveFocus());
  });
});

describe('RadioGroupField', () => {
  it('is a named group chosen with the arrow keys', async () => {
    const { user, submitted } = renderForm(
      <RadioGroupField name="payment" label="Payment option" options={PAYMENT} description="How you pay" />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Payment option' });
    expect(group).toHaveAccessibleDescription('How you pay');
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Credit Card' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Bill to an account' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual([{ payment: 'ACCOUNT' }]);
  });

  it('gets ids of its own, so two groups on one page never collide', () => {
    renderForm(
      <>
        <RadioGroupField name="a" label="First" options={PAYMENT} />
        <RadioGroupField name="b" label="Second" options={PAYMENT} />
      </>,
    );
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getByRole('radiogroup', { name: 'Second' })).toBeInTheDocument();
  });

  it('after a failed submit the group is invalid and its first radio takes the focus (after earlier valid fields)', async () => {
    const { user } = renderForm(
      <>
        <TextField name="name" label="Name" />
        <RadioGroupField name="payment" label="Payment option" options={PAYMENT} required />
      </>,
      { validate: requiredWhenEmpty('payment') },
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const group = screen.getByRole('radiogroup', { name: /Payment option/ });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(group)).toContain('Required');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Credit Card' })).toHaveFocus());
  });
});
