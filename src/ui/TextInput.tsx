import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { Field } from './Field';
import { cx } from './cx';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field in red and linked to it for screen readers. */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

export const inputClasses = (invalid: boolean) =>
  cx(
    'block w-full rounded-md border bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-400',
    'focus-visible:border-primary-500 focus-visible:ring-2 focus-visible:ring-primary-200 focus-visible:outline-none',
    invalid ? 'border-red-500' : 'border-slate-300',
  );

/** A labelled text input with its error and hint. */
export function TextInput({ label, error, hint, className, ...rest }: TextInputProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint} required={rest.required} className={className}>
      {(describedBy) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClasses(!!error)}
          {...rest}
        />
      )}
    </Field>
  );
}
