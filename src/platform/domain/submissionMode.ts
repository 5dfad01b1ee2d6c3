// Which submit buttons the request form shows, by the client's project submission mode (part 2 §2.3, §3).
import { customValueMatches } from './customFields';
import type { FieldCondition } from './customFields';
import type { SubmitType } from './enums';

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

/** What a submission mode is read from: a client's configuration; none means the generic web form. */
export interface SubmissionModeSource {
  projectSubmissionMode?: string | null;
  createProjectSettings?: { submissionModeConditions?: readonly FieldCondition[] | null } | null;
}

/** The buttons of a client's form; the generic web form (no client) asks for estimates only (part 2 §2.2). */
export function submitButtonsFor(
  client: SubmissionModeSource | undefined,
  customValues: SubmittedValues,
): SubmitButtons {
  if (!client) return { estimate: true, translation: false };
  return visibleSubmitButtons(
    client.projectSubmissionMode,
    client.createProjectSettings?.submissionModeConditions,
    customValues,
  );
}

/** The submit types a client's form allows for these custom values: PROJECT (translation), ESTIMATE. */
export function allowedSubmitTypes(
  client: SubmissionModeSource | undefined,
  customValues: SubmittedValues,
): SubmitType[] {
  const buttons = submitButtonsFor(client, customValues);
  return [
    ...(buttons.translation ? (['PROJECT'] as const) : []),
    ...(buttons.estimate ? (['ESTIMATE'] as const) : []),
  ];
}
