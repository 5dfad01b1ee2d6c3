// A multi-line text input of the kit.
import { Field } from '../Field';
import { inputClasses } from '../TextInput';
import { controlAria, useKitField, type FieldProps } from './fieldProps';

export interface TextAreaFieldProps extends FieldProps {
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}

export function TextAreaField({
  name,
  label,
  description,
  required,
  disabled,
  className,
  validate,
  rows = 4,
  ...areaProps
}: TextAreaFieldProps) {
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
        <textarea
          {...input}
          {...areaProps}
          {...controlAria(error, describedBy, required)}
          id={id}
          rows={rows}
          disabled={disabled}
          className={inputClasses(!!error)}
        />
      )}
    </Field>
  );
}
