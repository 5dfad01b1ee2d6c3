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

/**
 * useField plus the generated id of the control, the message to show (useFieldError) and the props of
 * its frame (src/ui/Field: label, description, error, required marker, disabled), so no field lists them.
 */
export function useKitField<V>(field: FieldProps<V>, config?: Omit<UseFieldConfig, 'validate'>) {
  const id = useId();
  const { input, meta } = useField<V>(field.name, {
    ...config,
    validate: field.validate as UseFieldConfig['validate'],
  });
  const error = useFieldError(meta);
  const { label, description, required, disabled, className } = field;
  return { id, input, meta, error, frame: { id, label, description, error, required, disabled, className } };
}

/** The aria attributes every control carries. */
export function controlAria(error: string | undefined, describedBy: string | undefined, required?: boolean) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  } as const;
}
