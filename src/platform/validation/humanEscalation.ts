// The "Request human translation" drawer (part 2 §2.8, §5).
import { array, object, string } from 'yup';
import { HUMAN_ESCALATION_REASONS } from '../domain/enums';
import { projectNameSchema } from './fieldSchemas';
import { MESSAGES } from './messages';

/**
 * Project name (required, no semicolon), source and target languages; the reason is required unless the
 * configuration hides the select, and the other-reason text is required when the reason is OTHER.
 */
export function humanEscalationSchema(options: { reasonHidden?: boolean } = {}) {
  // An unknown reason reads as none chosen; empty values are left to required() (or allowed when hidden).
  const reason = string()
    .nullable()
    .test(
      'known-reason',
      () => MESSAGES.REQUIRED,
      (value) => (!value ? true : (HUMAN_ESCALATION_REASONS as readonly string[]).includes(value)),
    );
  return object({
    projectName: projectNameSchema,
    sourceLanguageId: string()
      .trim()
      .required(() => MESSAGES.REQUIRED),
    targetLanguageIds: array(string().required())
      .required(() => MESSAGES.REQUIRED)
      .min(1, () => MESSAGES.REQUIRED),
    reason: options.reasonHidden ? reason.optional() : reason.required(() => MESSAGES.REQUIRED),
    otherReason: string()
      .trim()
      .nullable()
      .when('reason', { is: 'OTHER', then: (s) => s.required(() => MESSAGES.REQUIRED) }),
    notes: string().nullable().optional(),
  });
}
