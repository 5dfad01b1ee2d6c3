// The props every field of the kit takes, and the final-form wiring they share (one useId, one error rule).
import { useId, type ReactNode } from 'react';
import { useField, type UseFieldConfig } from 'react-final-form';
import type { FieldValidator } from 'final-form';
import { useFieldError } from './useFieldError';

export interface FieldProps<V = string> {
  /** The value's path in the form ('city', 'billingContact.city', 'files[0]'). */
  name: string;
  label: string;
  description?: ReactNode;
  /** Shows the required marker and sets aria-required; the rule itself lives in the form's schema. */
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** A field-level rule, for a field that is not in the form's schema. */
  validate?: FieldValidator<V>;
}

export interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** useField plus the generated id of the control and the message to show (useFieldError). */
export function useKitField<V>(name: string, config?: UseFieldConfig) {
  const id = useId();
  const field = useField<V>(name, config);
  const error = useFieldError(field.meta);
  return { id, input: field.input, meta: field.meta, error };
}

/** The aria attributes every control carries. */
export function controlAria(error: string | undefined, describedBy: string | undefined, required?: boolean) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  } as const;
}
