// A single choice from a short list, as a headlessui Listbox: Space or the arrow keys open it,
// type-ahead and arrows move, Enter picks. The stored value is the option's value string ('' = none).
import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useRef, type FocusEvent } from 'react';
import { Field } from '../Field';
import { headlessFieldParts } from './headlessFieldParts';
import { ChevronDownIcon } from '../icons/MenuIcons';
import { inputClasses } from '../TextInput';
import { cx } from '../cx';
import { controlAria, useKitField, type ChoiceOption, type FieldProps } from './fieldProps';
import { labelOf, optionClasses, optionListClasses } from './optionStyles';

export interface SelectFieldProps extends FieldProps {
  options: readonly ChoiceOption[];
  /** Shown on the button while nothing is chosen. */
  placeholder?: string;
}

export function SelectField({ options, placeholder = '', ...field }: SelectFieldProps) {
  const { id, input, error, frame } = useKitField<string>(field);
  const list = useRef<HTMLElement>(null);
  const value = typeof input.value === 'string' ? input.value : '';
  const chosen = labelOf(options, value);
  // Opening the list moves focus into it: the field counts as left only when focus goes elsewhere.
  const leave = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && (list.current?.contains(next) || next === document.getElementById(id))) return;
    input.onBlur();
  };
  return (
    <Field {...frame} parts={headlessFieldParts}>
      {(describedBy) => (
        <Listbox value={value} onChange={(next: string) => input.onChange(next)} disabled={field.disabled}>
          <ListboxButton
            // No aria-required: a button may not carry it (axe's aria-allowed-attr, critical); the label's
            // marker and the 'Required' message say it.
            {...controlAria(error, describedBy)}
            id={id}
            onBlur={leave}
            className={cx(inputClasses(!!error), 'flex items-center justify-between gap-2 text-left')}
          >
            <span className={chosen ? undefined : 'text-slate-500'}>{chosen ?? placeholder}</span>
            <ChevronDownIcon className="h-4 w-4 shrink-0 text-slate-500" />
          </ListboxButton>
          <ListboxOptions
            ref={list}
            anchor="bottom start"
            onBlur={leave}
            className={optionListClasses('--button-width')}
          >
            {options.map((option) => (
              <ListboxOption
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={optionClasses}
              >
                {option.label}
              </ListboxOption>
            ))}
          </ListboxOptions>
        </Listbox>
      )}
    </Field>
  );
}
