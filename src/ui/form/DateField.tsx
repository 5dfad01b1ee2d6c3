// A date typed as MM/DD/YYYY (the value format of date fields, spec part 1 §9): no calendar, so the value
// stays exactly the typed string; a value that is not a real date in that format gets 'Invalid format'.
import type { FieldValidator } from 'final-form';
import { parseDateField } from '../../platform/locale/dates';
import { MESSAGES } from '../../platform/validation/messages';
import { useMessages } from '../uiLocale';
import { formMessages } from './messages';
import { TextField } from './TextField';
import type { FieldProps } from './fieldProps';

export type DateFieldProps = FieldProps;

const dateFormat: FieldValidator<string> = (value) =>
  value && !parseDateField(value) ? MESSAGES.INVALID_FORMAT : undefined;

export function DateField({ validate, description, ...props }: DateFieldProps) {
  const check: FieldValidator<string> = (value, values, meta) =>
    dateFormat(value, values, meta) ?? validate?.(value, values, meta);
  // The order the date is typed in (the field reads MM/DD/YYYY in every language), in the reader's letters.
  const format = useMessages(formMessages)('form.dateFormat');
  return (
    <TextField
      {...props}
      validate={check}
      description={description ?? format}
      placeholder={format}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
    />
  );
}
