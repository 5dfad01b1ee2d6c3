// Several choices from a long list (target languages over 40+ languages): a search box over a headlessui
// Combobox in multiple mode, and the chosen ones as chips with a remove button each. The list stays open
// while picking; Backspace in an empty search removes the last chip. The stored value is string[].
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useState, type KeyboardEvent } from 'react';
import { Field } from '../Field';
import { headlessFieldParts } from './headlessFieldParts';
import { inputClasses } from '../TextInput';
import { cx } from '../cx';
import { controlAria, useKitField, type ChoiceOption, type FieldProps } from './fieldProps';
import { filterOptions } from './filterOptions';
import { labelOf, optionClasses, optionListClasses } from './optionStyles';
import { RemovableChip } from './RemovableChip';
import { useMessages } from '../uiLocale';
import { formMessages } from './messages';

export interface MultiComboboxFieldProps extends FieldProps<string[]> {
  options: readonly ChoiceOption[];
  placeholder?: string;
  noMatchLabel?: string;
  /** The remove button's accessible name for one chip; default 'Remove <label>'. */
  removeLabel?: (optionLabel: string) => string;
}

const EMPTY: string[] = [];

export function MultiComboboxField({
  options,
  placeholder,
  noMatchLabel,
  removeLabel,
  ...field
}: MultiComboboxFieldProps) {
  const t = useMessages(formMessages);
  const { id, input, error, frame } = useKitField<string[]>(field);
  const [query, setQuery] = useState('');
  const values = Array.isArray(input.value) ? input.value : EMPTY;
  const shown = filterOptions(options, query);
  const change = (next: string[]) => input.onChange(next.length ? next : undefined);
  const remove = (value: string) => change(values.filter((item) => item !== value));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && query === '' && values.length > 0) remove(values[values.length - 1]);
  };
  return (
    <Field {...frame} parts={headlessFieldParts}>
      {(describedBy, { labelId }) => (
        <>
          {values.length > 0 ? (
            <ul aria-labelledby={labelId} className="mb-2 flex flex-wrap gap-2">
              {values.map((value) => {
                const text = labelOf(options, value) ?? value;
                return (
                  <RemovableChip
                    key={value}
                    label={text}
                    removeLabel={removeLabel ? removeLabel(text) : t('form.removeOption', { label: text })}
                    disabled={field.disabled}
                    onRemove={() => remove(value)}
                  />
                );
              })}
            </ul>
          ) : null}
          <Combobox
            multiple
            value={values}
            onChange={(next: string[]) => {
              change(next);
              setQuery('');
            }}
            onClose={() => setQuery('')}
            disabled={field.disabled}
          >
            <ComboboxInput
              {...controlAria(error, describedBy, field.required)}
              id={id}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
              onBlur={() => input.onBlur()}
              placeholder={placeholder}
              autoComplete="off"
              className={inputClasses(!!error)}
            />
            <ComboboxOptions anchor="bottom start" className={optionListClasses('--input-width')}>
              {shown.map((option) => (
                <ComboboxOption
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={cx(optionClasses, 'group')}
                >
                  {option.label}
                  <span aria-hidden="true" className="invisible text-primary-700 group-data-selected:visible">
                    ✓
                  </span>
                </ComboboxOption>
              ))}
              {query && shown.length === 0 ? (
                <div className="px-3 py-2 text-slate-600">{noMatchLabel ?? t('form.noMatches')}</div>
              ) : null}
            </ComboboxOptions>
          </Combobox>
        </>
      )}
    </Field>
  );
}
