import { useId } from 'react';
import { useField } from 'react-final-form';
import { Field } from '../../../ui/Field';
import { inputClasses } from '../../../ui/TextInput';

interface TextFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
}

/** A final-form text input or area; its message shows once the field was left or a submit was attempted. */
export function TextField({
  name,
  label,
  required,
  hint,
  type = 'text',
  autoComplete,
  multiline,
}: TextFieldProps) {
  const id = useId();
  const { input, meta } = useField<string>(name, { type: 'text' });
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      {(describedBy) => {
        const control = {
          ...input,
          id,
          autoComplete,
          'aria-invalid': error ? true : undefined,
          'aria-required': required || undefined,
          'aria-describedby': describedBy,
          className: inputClasses(!!error),
        };
        return multiline ? <textarea {...control} rows={4} /> : <input {...control} type={type} />;
      }}
    </Field>
  );
}
