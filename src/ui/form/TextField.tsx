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
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  maxLength,
  autoFocus,
  ...field
}: TextFieldProps) {
  const { id, input, error, frame } = useKitField<string>(field);
  return (
    <Field {...frame}>
      {(describedBy) => (
        <input
          {...input}
          {...{ autoComplete, placeholder, inputMode, maxLength, autoFocus }}
          {...controlAria(error, describedBy, field.required)}
          id={id}
          type={type}
          disabled={field.disabled}
          className={inputClasses(!!error)}
        />
      )}
    </Field>
  );
}
