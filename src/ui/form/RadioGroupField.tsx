// One choice of a few, all in view, as a headlessui RadioGroup: Tab reaches the group, the arrow keys move
// between options (and pick), Space picks. Ids are generated, so two groups never collide.
import { Field as HeadlessField, Label, Radio, RadioGroup } from '@headlessui/react';
import { Field } from '../Field';
import { headlessGroupParts } from './headlessFieldParts';
import { cx } from '../cx';
import { useKitField, type ChoiceOption, type FieldProps } from './fieldProps';

export interface RadioGroupFieldProps extends FieldProps {
  options: readonly ChoiceOption[];
  /** Options side by side from the small breakpoint up. */
  columns?: 1 | 2 | 3;
}

const COLUMNS = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;

export function RadioGroupField({ options, columns = 1, ...field }: RadioGroupFieldProps) {
  const { id, input, error, frame } = useKitField<string>(field);
  const { required, disabled, className } = field;
  const value = options.some((option) => option.value === input.value) ? input.value : null;
  return (
    // The frame goes inside the group: headlessui names a RadioGroup only by labels registered within it.
    <RadioGroup<'div', string | null>
      id={id}
      value={value}
      onChange={(next) => input.onChange(next)}
      onBlur={() => input.onBlur()}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      className={className}
    >
      <Field {...frame} id={`${id}-field`} className={undefined} group parts={headlessGroupParts}>
        {() => (
          <div className={cx('grid gap-2', COLUMNS[columns])}>
            {options.map((option) => (
              <HeadlessField key={option.value} disabled={option.disabled}>
                <Radio
                  value={option.value}
                  className="group flex h-full cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm data-checked:border-primary-700 data-checked:bg-primary-50 data-disabled:cursor-not-allowed data-disabled:opacity-60 data-focus:outline-3 data-focus:outline-secondary-400"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-4 shrink-0 items-center justify-center rounded-full border border-slate-400 group-data-checked:border-primary-700"
                  >
                    <span className="invisible size-2 rounded-full bg-primary-700 group-data-checked:visible" />
                  </span>
                  <Label className="cursor-pointer">{option.label}</Label>
                </Radio>
              </HeadlessField>
            ))}
          </div>
        )}
      </Field>
    </RadioGroup>
  );
}
