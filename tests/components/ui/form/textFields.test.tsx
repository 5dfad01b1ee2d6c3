import { screen, waitFor } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { DateField } from '../../../../src/ui/form/DateField';
import { TextAreaField } from '../../../../src/ui/form/TextAreaField';
import { TextField } from '../../../../src/ui/form/TextField';
import { descriptionOf, renderForm, requiredWhenEmpty } from './support';

describe('TextField', () => {
  it('is named by its label, marks required and links its description', () => {
    renderForm(
      <TextField
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        description="We reply here"
      />,
    );
    const input = screen.getByRole('textbox', { name: /^E-mail/ });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('We reply here');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows its error only once left, under the field and linked to it', async () => {
    const { user } = renderForm(<TextField name="city" label="City" description="Where you live" />, {
      validate: requiredWhenEmpty('city'),
    });
    const input = screen.getByRole('textbox', { name: 'City' });
    await user.click(input);
    expect(screen.queryByText('Required')).toBeNull();
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(input)).toEqual(['Required', 'Where you live']);
    await user.type(input, 'Albany');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('on a failed submit shows every error, focuses the first invalid field and sends nothing', async () => {
    const { user, onSubmit } = renderForm(
      <>
        <TextField name="first" label="First name" />
        <TextField name="last" label="Last name" />
        <TextAreaField name="notes" label="Notes" />
      </>,
      { validate: requiredWhenEmpty('last', 'notes') },
    );
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the submit fails, and shows the form error as an alert', async () => {
    const { user, submitted } = renderForm(<TextField name="username" label="Username" />, {
      onSubmit: () => ({ [FORM_ERROR]: 'User not found' }),
    });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'jdoe');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('jdoe');
    expect(submitted).toEqual([{ username: 'jdoe' }]);
  });

  it("shows a server's field error under its field until it is changed", async () => {
    const { user } = renderForm(<TextField name="username" label="Username" />, {
      onSubmit: () => ({ username: 'Already taken' }),
    });
    const input = screen.getByRole('textbox', { name: 'Username' });
    await user.type(input, 'jdoe');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Already taken'));
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, '2');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('is disabled with its label', () => {
    renderForm(<TextField name="code" label="Code" disabled />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeDisabled();
  });
});

describe('DateField', () => {
  it('keeps the typed MM/DD/YYYY string and refuses anything else', async () => {
    const { user, submitted } = renderForm(<DateField name="due" label="Due date" />);
    const input = screen.getByRole('textbox', { name: 'Due date' });
    expect(input).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await user.type(input, '02/30/2025');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(input)).toEqual(['Invalid format', 'MM/DD/YYYY']);
    expect(submitted).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '02/28/2025');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual([{ due: '02/28/2025' }]);
  });
});
