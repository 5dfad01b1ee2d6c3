import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { memo, type ReactNode } from 'react';
import { cx } from './cx';
import { ChevronDownIcon } from './icons/MenuIcons';
import { tableMessages } from './table/messages';
import { useMessages } from './uiLocale';

export interface FilterSelectProps<Value extends string> {
  label: string;
  options: readonly Value[];
  value: readonly Value[];
  onChange: (value: Value[]) => void;
  /** What an option is called (the values are keys): the value itself unless given. */
  optionLabel?: (option: Value) => string;
  /** What the button shows when nothing is chosen. */
  allLabel?: string;
  className?: string;
}

/**
 * A list filter that picks any number of values (headlessui Listbox, multiple): the button says what is
 * chosen, no choice means everything. Not a form field: the list refetches on each change.
 *
 * Rendered again only when its props change: a list re-renders several times for one change (the
 * choice, the answer's arrival, its rows), and an open Listbox's render was a good part of each.
 */
export const FilterSelect = memo(function FilterSelect<Value extends string>({
  label,
  options,
  value,
  onChange,
  optionLabel = String,
  allLabel,
  className,
}: FilterSelectProps<Value>) {
  const t = useMessages(tableMessages);
  // Keep the options' order whatever order they were picked in.
  const change = (next: Value[]) => onChange(options.filter((option) => next.includes(option)));
  return (
    <Field className={cx('flex items-center gap-2 text-sm', className)}>
      <Label className="font-medium text-slate-800">{label}</Label>
      <Listbox as="div" className="relative" value={[...value]} onChange={change} multiple>
        <ListboxButton className="inline-flex min-w-40 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-start text-slate-800">
          <span className="truncate">
            {value.length ? value.map(optionLabel).join(', ') : (allLabel ?? t('table.all'))}
          </span>
          <ChevronDownIcon />
        </ListboxButton>
        {/* Placed by CSS under the button, not by headlessui's anchor, which always portals them to the end
            of <body>, outside every landmark (axe: region). A filter sits in a toolbar, never in a box that
            would clip them. */}
        <ListboxOptions
          modal={false}
          className="absolute top-full start-0 z-30 mt-1 w-full rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
        >
          {options.map((option) => (
            <ListboxOption
              key={option}
              value={option}
              className="group flex cursor-default items-center gap-2 px-3 py-1.5 text-slate-800 data-focus:bg-primary-50"
            >
              <span
                aria-hidden="true"
                className="flex h-4 w-4 items-center justify-center rounded border border-slate-400 text-xs group-data-selected:border-primary-700 group-data-selected:bg-primary-700 group-data-selected:text-white"
              >
                <svg
                  viewBox="0 0 12 12"
                  className="invisible h-3 w-3 group-data-selected:visible"
                  fill="none"
                >
                  <path
                    d="M2.5 6.5l2.5 2.5 4.5-5"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  />
                </svg>
              </span>
              {optionLabel(option)}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
}) as <Value extends string>(props: FilterSelectProps<Value>) => ReactNode;
