// A native <select> of the kit: the phone's own picker, and type-ahead over long lists (200+ countries).
// format/parse map a stored value that is not a string (a { id, name } reference) to the option values.
import { Field } from '../Field';
import { inputClasses } from '../TextInput';
import { controlAria, useKitField, type ChoiceOption, type FieldProps } from './fieldProps';

export interface NativeSelectFieldProps<V> extends FieldProps<V> {
  options: readonly ChoiceOption[];
  /** Text of the empty first option; without it no empty option is offered. */
  placeholder?: string;
  autoComplete?: string;
  format?: (value: V) => string;
  parse?: (value: string) => V;
  /** Called with the new (parsed) value after a change by the user: reset a field that depends on it. */
  onChange?: (value: V) => void;
}

export function NativeSelectField<V = string>({
  options,
  placeholder,
  autoComplete,
  format,
  parse,
  onChange,
  ...field
}: NativeSelectFieldProps<V>) {
  const { id, input, error, frame } = useKitField<V>(field, {
    format: format as never,
    parse: parse as never,
  });
  return (
    <Field {...frame}>
      {(describedBy) => (
        <select
          {...controlAria(error, describedBy, field.required)}
          id={id}
          name={input.name}
          value={input.value === undefined || input.value === null ? '' : String(input.value)}
          onChange={(event) => {
            input.onChange(event);
            onChange?.(parse ? parse(event.target.value) : (event.target.value as V));
          }}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          autoComplete={autoComplete}
          disabled={field.disabled}
          className={inputClasses(!!error)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
