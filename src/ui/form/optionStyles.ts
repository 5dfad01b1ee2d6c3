// The look of the floating option lists of SelectField, ComboboxField and MultiComboboxField.
import { cx } from '../cx';

export const optionListClasses = (widthVar: '--button-width' | '--input-width') =>
  cx(
    'z-60 max-h-60 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg',
    '[--anchor-gap:4px] empty:invisible focus:outline-none',
    widthVar === '--button-width' ? 'w-(--button-width)' : 'w-(--input-width)',
  );

export const optionClasses = cx(
  'flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-slate-900 select-none',
  'data-focus:bg-primary-50 data-selected:font-semibold data-disabled:cursor-not-allowed data-disabled:text-slate-400',
);

/** The label of a value, or undefined when the value is not among the options. */
export const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label;
