import { Field, Label, Radio, RadioGroup } from '@headlessui/react';
import { useField } from 'react-final-form';
import { PAYMENT_TYPES, type PaymentType } from '../../../platform/domain/enums';
import { PAYMENT_TYPE_LABELS } from '../../../platform/domain/labels';
import { TEXTS } from '../texts';

/** The required payment option as a radio group: arrow keys move between options, Space picks one. */
export function PaymentTypeField() {
  const { input, meta } = useField<string>('paymentType');
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const value = (PAYMENT_TYPES as readonly string[]).includes(input.value)
    ? (input.value as PaymentType)
    : null;
  return (
    <div>
      <p id="payment-type-label" className="text-sm font-medium text-slate-800">
        {TEXTS.paymentOption}
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </p>
      <RadioGroup<'div', PaymentType | null>
        value={value}
        onChange={(type) => input.onChange(type)}
        onBlur={() => input.onBlur()}
        aria-labelledby="payment-type-label"
        aria-describedby={error ? 'payment-type-error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-required
        className="mt-2 grid gap-2 sm:grid-cols-3"
      >
        {PAYMENT_TYPES.map((type) => (
          <Field key={type}>
            <Radio
              value={type}
              className="group flex h-full cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm data-checked:border-primary-700 data-checked:bg-primary-50 data-focus:outline-3 data-focus:outline-secondary-400"
            >
              <span
                aria-hidden="true"
                className="flex size-4 shrink-0 items-center justify-center rounded-full border border-slate-400 group-data-checked:border-primary-700"
              >
                <span className="invisible size-2 rounded-full bg-primary-700 group-data-checked:visible" />
              </span>
              <Label className="cursor-pointer">{PAYMENT_TYPE_LABELS[type]}</Label>
            </Radio>
          </Field>
        ))}
      </RadioGroup>
      {error ? (
        <p id="payment-type-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
