// A single choice from a long list with a search box (headlessui Combobox): typing filters by label,
// the arrow keys move, Enter picks, Escape closes. The stored value is the option's value ('' = none), or
// what parse makes of it (a { id, name } reference), shown back through format.
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useState } from 'react';
import { Field } from '../Field';
import { headlessFieldParts } from './headlessFieldParts';
import { ChevronDownIcon } from '../icons/MenuIcons';
import { inputClasses } from '../TextInput';
import { cx } from '../cx';
import { controlAria, useKitField, type ChoiceOption, type FieldProps } from './fieldProps';
import { filterOptions } from './filterOptions';
import { labelOf, optionClasses, optionListClasses } from './optionStyles';
import { useMessages } from '../uiLocale';
import { formMessages } from './messages';

export interface ComboboxFieldProps<V = string> extends FieldProps<V> {
  options: readonly ChoiceOption[];
  placeholder?: string;
  /** Shown in the list when the search matches nothing. */
  noMatchLabel?: string;
  /** What is typed may be kept as the value too (a LIST custom field: free text besides its options). */
  allowCustomValue?: boolean;
  /** The offer of the typed text as a value, e.g. 'Use “Investors”'. */
  customValueLabel?: (text: string) => string;
  /** The option value of a stored value that is not a string. */
  format?: (value: V) => string;
  /** The stored value of an option value ('' when the choice is cleared). */
  parse?: (value: string) => V;
}

export function ComboboxField<V = string>({
  options,
  placeholder,
  noMatchLabel,
  allowCustomValue = false,
  customValueLabel,
  format,
  parse,
  ...field
}: ComboboxFieldProps<V>) {
  const t = useMessages(formMessages);
  const { id, input, error, frame } = useKitField<V>(field, {
    format: format as never,
    parse: parse as never,
  });
  const [query, setQuery] = useState('');
  const value = typeof input.value === 'string' && input.value ? input.value : null;
  const shown = filterOptions(options, query);
  const typed = query.trim();
  const offerTyped = allowCustomValue && typed !== '' && !options.some((option) => option.label === typed);
  return (
    <Field {...frame} parts={headlessFieldParts}>
      {(describedBy) => (
        <Combobox
          value={value}
          onChange={(next: string | null) => input.onChange((next ?? '') as V)}
          onClose={() => setQuery('')}
          disabled={field.disabled}
        >
          <div className="relative">
            <ComboboxInput
              {...controlAria(error, describedBy, field.required)}
              id={id}
              displayValue={(current: string | null) =>
                current ? (labelOf(options, current) ?? (allowCustomValue ? current : '')) : ''
              }
              onChange={(event) => setQuery(event.target.value)}
              onBlur={() => input.onBlur()}
              placeholder={placeholder}
              autoComplete="off"
              className={cx(inputClasses(!!error), 'pe-9')}
            />
            <ComboboxButton
              aria-label={t('form.showOptions', { label: field.label })}
              className="absolute inset-y-0 end-0 flex items-center px-2 text-slate-500"
            >
              <ChevronDownIcon className="h-4 w-4" />
            </ComboboxButton>
          </div>
          <ComboboxOptions anchor="bottom start" className={optionListClasses('--input-width')}>
            {shown.map((option) => (
              <ComboboxOption
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={optionClasses}
              >
                {option.label}
              </ComboboxOption>
            ))}
            {offerTyped ? (
              <ComboboxOption value={typed} className={optionClasses}>
                {customValueLabel ? customValueLabel(typed) : t('form.useCustomValue', { text: typed })}
              </ComboboxOption>
            ) : null}
            {query && shown.length === 0 && !offerTyped ? (
              <div className="px-3 py-2 text-slate-600">{noMatchLabel ?? t('form.noMatches')}</div>
            ) : null}
          </ComboboxOptions>
        </Combobox>
      )}
    </Field>
  );
}
