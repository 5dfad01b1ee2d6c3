// The glue between the platform's rules and react-final-form: a form validates through the same yup
// schema (or rule) the CLI and the flows use, and a failed submit lands where the user looks: a rule's
// field errors under their fields, anything else as the form's message above its buttons.
import { FORM_ERROR } from 'final-form';
import { InvalidInputError } from '../flows/flowErrors';
import { userFacingMessage } from '../http/userMessage';
import { nestErrors, validateSync, type FieldErrors, type SyncSchema } from '../validation/validateSync';

/** A yup schema, or a rule that already returns flat field errors (validatePaymentForm). */
export type FormRule<V> = SyncSchema | ((values: V) => FieldErrors);

export type FormErrors = Record<string, unknown>;

/**
 * final-form's `validate` from a schema or rule: flat yup paths ('address.city', 'files[0].name') become
 * the nested shape final-form reads; a valid form gives undefined.
 */
export function validateWith<V = Record<string, unknown>>(
  rule: FormRule<V>,
): (values: V) => FormErrors | undefined {
  return (values) => {
    const flat = typeof rule === 'function' ? rule(values) : validateSync(rule, values);
    const errors = nestErrors(flat);
    // An error of the whole value (key '') has no field to sit under.
    if (flat[''] !== undefined) errors[FORM_ERROR] = flat[''];
    return Object.keys(errors).length > 0 ? errors : undefined;
  };
}

/**
 * What an onSubmit returns for a failure: an InvalidInputError's messages under their fields (a message
 * for the whole input under FORM_ERROR); anything else the user-facing message under FORM_ERROR.
 */
export function submitErrors(error: unknown): FormErrors {
  if (error instanceof InvalidInputError) {
    const errors = nestErrors(error.fields);
    if (error.fields[''] !== undefined) errors[FORM_ERROR] = error.fields[''];
    return errors;
  }
  return { [FORM_ERROR]: userFacingMessage(error) };
}
