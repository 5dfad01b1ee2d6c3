// The kit's select (src/ui/Select) as a final-form field. The stored value is the option's value string
// ('' = none).
import { Select } from '../Select';
import { useKitField, type ChoiceOption, type FieldProps } from './fieldProps';

export interface SelectFieldProps extends FieldProps {
  options: readonly ChoiceOption[];
  /** Shown on the button while nothing is chosen. */
  placeholder?: string;
}

export function SelectField({ options, placeholder = '', ...field }: SelectFieldProps) {
  const { id, input, frame } = useKitField<string>(field);
  return (
    <Select
      {...frame}
      id={id}
      options={options}
      value={typeof input.value === 'string' ? input.value : ''}
      onChange={(next) => input.onChange(next)}
      onLeave={() => input.onBlur()}
      placeholder={placeholder}
    />
  );
}
