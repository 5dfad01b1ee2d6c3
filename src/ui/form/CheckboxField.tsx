// A yes/no field as a native checkbox (Space toggles it); the label sits beside the box. Value: boolean.
import { Field } from '../Field';
import { controlAria, useKitField, type FieldProps } from './fieldProps';

export type CheckboxFieldProps = FieldProps<boolean>;

export function CheckboxField({ ...field }: CheckboxFieldProps) {
  const { id, input, error, frame } = useKitField<boolean>(field, { type: 'checkbox' });
  return (
    <Field {...frame} labelAfter>
      {(describedBy) => (
        <input
          name={input.name}
          checked={!!input.checked}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          {...controlAria(error, describedBy, field.required)}
          id={id}
          type="checkbox"
          disabled={field.disabled}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-primary-700 focus-visible:outline-2 focus-visible:outline-secondary-400"
        />
      )}
    </Field>
  );
}
