// Which submit buttons the request form shows, by the client's project submission mode (part 2 §2.3, §3).
import { customValueMatches } from './customFields';
import type { FieldCondition } from './customFields';

export interface SubmitButtons {
  estimate: boolean;
  translation: boolean;
}

/** Form values by field name, or submitted {fieldName, value} pairs. */
export type SubmittedValues =
  Readonly<Record<string, unknown>> | readonly { fieldName: string; value: unknown }[];

function valueOf(values: SubmittedValues, fieldName: string): unknown {
  if (Array.isArray(values)) {
    return (values as readonly { fieldName: string; value: unknown }[]).find((v) => v.fieldName === fieldName)
      ?.value;
  }
  return (values as Readonly<Record<string, unknown>>)[fieldName];
}

/**
 * Interpretation of the modes (the spec only says which button is hidden depends on the mode):
 * - SUBMIT_FOR_TRANSLATION: only "send to translation"; SUBMIT_FOR_ESTIMATION: only "send for estimation".
 * - SUBMIT_FOR_TRANSLATION_EXCEPT: translation, except when any condition {fieldName, value} matches a
 *   current custom value; then estimation instead. SUBMIT_FOR_ESTIMATION_EXCEPT is the mirror image.
 *   Exactly one button shows, so the exception switches the mode rather than adding a second button.
 * - No mode (or one this build does not know): both buttons, the portal's behaviour without a setting.
 */
export function visibleSubmitButtons(
  mode: string | null | undefined,
  conditions: readonly FieldCondition[] | null | undefined,
  customValues: SubmittedValues,
): SubmitButtons {
  const excepted = () =>
    (conditions ?? []).some((c) => customValueMatches(valueOf(customValues, c.fieldName), c.value));
  switch (mode) {
    case 'SUBMIT_FOR_TRANSLATION':
      return { estimate: false, translation: true };
    case 'SUBMIT_FOR_ESTIMATION':
      return { estimate: true, translation: false };
    case 'SUBMIT_FOR_TRANSLATION_EXCEPT':
      return excepted() ? { estimate: true, translation: false } : { estimate: false, translation: true };
    case 'SUBMIT_FOR_ESTIMATION_EXCEPT':
      return excepted() ? { estimate: false, translation: true } : { estimate: true, translation: false };
    default:
      return { estimate: true, translation: true };
  }
}
