import { useId, type SelectHTMLAttributes } from 'react';
import { Field } from './Field';
import { inputClasses } from './TextInput';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first option; without it no empty option is offered. */
  placeholder?: string;
  error?: string;
  hint?: string;
}

/** A labelled native select: accessible and keyboard-friendly on every device without extra code. */
export function SelectInput({
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  ...rest
}: SelectInputProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint} required={rest.required} className={className}>
      {(describedBy) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClasses(!!error)}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
