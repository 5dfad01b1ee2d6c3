// A single-line text input of the kit (text, e-mail, phone, password).
import type { HTMLAttributes } from 'react';
import { Field } from '../Field';
import { inputClasses } from '../TextInput';
import { controlAria, useKitField, type FieldProps } from './fieldProps';

export interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  autoFocus?: boolean;
}

export function TextField({
  name,
  label,
  description,
  required,
  disabled,
  className,
  validate,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const { id, input, error } = useKitField<string>(name, { validate });
  return (
    <Field
      id={id}
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      className={className}
    >
      {(describedBy) => (
        <input
          {...input}
          {...inputProps}
          {...controlAria(error, describedBy, required)}
          id={id}
          type={type}
          disabled={disabled}
          className={inputClasses(!!error)}
        />
      )}
    </Field>
  );
}
