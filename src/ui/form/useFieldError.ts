// The one rule for when a field's message shows, used by every field of the kit: once the field was left
// (touched) or a submit was attempted (submitFailed), never while the user is still typing a first value.
// A server's field error (submitErrors) shows until the field is changed again.
import type { FieldMetaState } from 'react-final-form';

type Meta = Pick<
  FieldMetaState<unknown>,
  'touched' | 'submitFailed' | 'error' | 'submitError' | 'dirtySinceLastSubmit'
>;

export function useFieldError(meta: Meta): string | undefined {
  if (!meta.touched && !meta.submitFailed) return undefined;
  if (typeof meta.error === 'string' && meta.error) return meta.error;
  if (typeof meta.submitError === 'string' && meta.submitError && !meta.dirtySinceLastSubmit) {
    return meta.submitError;
  }
  return undefined;
}
