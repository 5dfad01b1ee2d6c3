// A multi-line text input of the kit.
import { Field } from '../Field';
import { inputClasses } from '../TextInput';
import { controlAria, useKitField, type FieldProps } from './fieldProps';

export interface TextAreaFieldProps extends FieldProps {
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}

export function TextAreaField({ rows = 4, maxLength, placeholder, ...field }: TextAreaFieldProps) {
  const { id, input, error, frame } = useKitField<string>(field);
  return (
    <Field {...frame}>
      {(describedBy) => (
        <textarea
          {...input}
          {...{ maxLength, placeholder }}
          {...controlAria(error, describedBy, field.required)}
          id={id}
          rows={rows}
          disabled={field.disabled}
          className={inputClasses(!!error)}
        />
      )}
    </Field>
  );
}
