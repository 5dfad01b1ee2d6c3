// Renders kit fields inside a KitForm with its actions, and records what was submitted.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { FormActions } from '../../../../src/ui/form/FormActions';
import { KitForm, type KitFormProps } from '../../../../src/ui/form/KitForm';

type Values = Record<string, unknown>;

export function renderForm(
  fields: ReactNode,
  options: {
    validate?: KitFormProps<Values>['validate'];
    initialValues?: Values;
    onSubmit?: KitFormProps<Values>['onSubmit'];
  } = {},
) {
  const submitted: Values[] = [];
  const onSubmit = vi.fn<KitFormProps<Values>['onSubmit']>((values, form) => {
    submitted.push(values);
    return options.onSubmit?.(values, form);
  });
  const user = userEvent.setup();
  const view = render(
    <KitForm<Values>
      onSubmit={onSubmit}
      validate={options.validate}
      initialValues={options.initialValues}
      aria-label="Test form"
    >
      {fields}
      <FormActions submitLabel="Save" busyLabel="Saving…" />
    </KitForm>,
  );
  return { ...view, user, submitted, onSubmit };
}

/** The text of the elements an element's aria-describedby points at. */
export function descriptionOf(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

export const requiredWhenEmpty =
  (...names: string[]) =>
  (values: Values) => {
    const errors: Record<string, string> = {};
    for (const name of names) {
      const value = values[name];
      if (
        value === undefined ||
        value === '' ||
        value === false ||
        (Array.isArray(value) && value.length === 0)
      )
        errors[name] = 'Required';
    }
    return errors;
  };
