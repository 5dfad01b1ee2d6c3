// The kit's one select: a single choice from a list, as a headlessui Listbox (Space or the arrow keys open
// it, type-ahead and arrows move, Enter picks), in a form (SelectField) or on its own (rows per page, a
// language group to add, a demo fault's call). Long lists that want a search box are ComboboxField's.
import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useId, useRef, type FocusEvent, type ReactNode } from 'react';
import { cx } from './cx';
import { Field } from './Field';
import { headlessFieldParts } from './form/headlessFieldParts';
import { labelOf, optionClasses, optionListClasses } from './form/optionStyles';
import { ChevronDownIcon } from './icons/MenuIcons';
import { inputClasses } from './TextInput';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** The chosen option's value; '' (or one that is not an option) shows the placeholder. */
  value: string;
  onChange: (value: string) => void;
  /** Called when focus leaves the button and its list (a form field counts as touched then). */
  onLeave?: () => void;
  placeholder?: string;
  description?: ReactNode;
  error?: string;
  /** Shows the required marker; the rule itself is the caller's. */
  required?: boolean;
  disabled?: boolean;
  /** The label beside the button rather than above it (a toolbar's compact choice, e.g. rows per page). */
  inline?: boolean;
  className?: string;
  /** The button's id, when the caller names it elsewhere; generated otherwise. */
  id?: string;
}

export function Select({
  label,
  options,
  value,
  onChange,
  onLeave,
  placeholder = '',
  description,
  error,
  required,
  disabled,
  inline = false,
  className,
  id: givenId,
}: SelectProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const list = useRef<HTMLElement>(null);
  const chosen = labelOf(options, value);
  // Opening the list moves focus into it: the field counts as left only when focus goes elsewhere.
  const leave = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && (list.current?.contains(next) || next === document.getElementById(id))) return;
    onLeave?.();
  };
  return (
    <Field
      id={id}
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      parts={headlessFieldParts}
      className={cx(
        inline && 'flex items-center gap-2 [&>label]:mb-0 [&>label]:shrink-0 [&>label]:whitespace-nowrap',
        className,
      )}
    >
      {(describedBy) => (
        <Listbox value={value} onChange={onChange} disabled={disabled}>
          <ListboxButton
            // No aria-required: a button may not carry it (axe's aria-allowed-attr, critical); the label's
            // marker and the 'Required' message say it.
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            id={id}
            onBlur={leave}
            className={cx(
              inputClasses(!!error),
              'flex items-center justify-between gap-2 text-start',
              inline && 'w-auto min-w-20 py-1',
            )}
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
