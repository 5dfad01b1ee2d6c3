// A date typed as MM/DD/YYYY (the value format of date fields, spec part 1 §9): no calendar, so the value
// stays exactly the typed string; a value that is not a real date in that format gets 'Invalid format'.
import type { FieldValidator } from 'final-form';
import { parseDateField } from '../../platform/locale/dates';
import { DATE_FIELD_FORMAT } from '../../platform/domain/constants';
import { MESSAGES } from '../../platform/validation/messages';
import { TextField } from './TextField';
import type { FieldProps } from './fieldProps';

export type DateFieldProps = FieldProps;

const dateFormat: FieldValidator<string> = (value) =>
  value && !parseDateField(value) ? MESSAGES.INVALID_FORMAT : undefined;

export function DateField({ validate, description, ...props }: DateFieldProps) {
  const check: FieldValidator<string> = (value, values, meta) =>
    dateFormat(value, values, meta) ?? validate?.(value, values, meta);
  return (
    <TextField
      {...props}
      validate={check}
      description={description ?? DATE_FIELD_FORMAT}
      placeholder={DATE_FIELD_FORMAT}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
    />
  );
}
