// "Request human translation" (part 2 §2.8, §3, §9): the escalation body from the drawer's values (or the
// CLI's options). Notes start with a source line and the reason; 'Need human translation' sends the
// machine-translated files as OTHER, so the human project does not treat them as deliverables.
import type { CustomFieldDefinition } from '../domain/entities/customField';
import type { JobRequest, SubmitToHumanExpertBody } from '../domain/entities/jobRequest';
import type { MachineTranslationSettings } from '../domain/entities/machineTranslation';
import type { HumanEscalationReason } from '../domain/enums';
import { customFieldValuesWithDefaults } from '../domain/customFields';
import { HUMAN_ESCALATION_REASON_LABELS } from '../domain/labels';
import { submitToHumanExpert } from '../api/jobRequests';
import type { HttpClient } from '../http/client';
import { activeLabels } from '../i18n/runtime';
import { humanEscalationSchema } from '../validation/humanEscalation';
import { validateSync } from '../validation/validateSync';
import { customFieldErrors, customFieldValues } from './customFieldValues';
import { assertValid, FlowError } from './flowErrors';
import { flowMessages } from './flowMessages';

export interface HumanEscalationValues {
  projectName: string;
  sourceLanguageId: string;
  targetLanguageIds: string[];
  reason?: HumanEscalationReason | null;
  otherReason?: string | null;
  notes?: string | null;
  /** Custom values by field name. */
  customValues?: Readonly<Record<string, unknown>>;
}

/** The first lines of the notes: where the request comes from, then the reason (Other: its text). */
export function escalationNotes(
  request: Pick<JobRequest, 'id' | 'name'>,
  values: HumanEscalationValues,
): string {
  const lines = [`Source: AI Translation request "${request.name}" (${request.id})`];
  if (values.reason) {
    const other = values.reason === 'OTHER' ? values.otherReason?.trim() : '';
    lines.push(`Reason: ${HUMAN_ESCALATION_REASON_LABELS[values.reason]}${other ? ` - ${other}` : ''}`);
  }
  const notes = values.notes?.trim();
  if (notes) lines.push('', notes);
  return lines.join('\n');
}

export function humanEscalationBody(
  request: Pick<JobRequest, 'id' | 'name' | 'files'>,
  values: HumanEscalationValues,
  definitions: readonly CustomFieldDefinition[] = [],
): SubmitToHumanExpertBody {
  const recategorise = values.reason === 'NEED_HUMAN_TRANSLATION';
  return {
    projectName: values.projectName.trim(),
    sourceLanguageId: values.sourceLanguageId,
    targetLanguageIds: values.targetLanguageIds,
    notes: escalationNotes(request, values),
    customFields: customFieldValues(definitions, values.customValues ?? {}, 'PROJECT'),
    files: (request.files ?? []).map((file) => ({
      fileName: file.fileName,
      fileKey: file.fileKey,
      category: recategorise && file.category === 'TRANSLATED_DOCUMENT' ? 'OTHER' : file.category,
      ...(file.languageId ? { languageId: file.languageId } : {}),
    })),
  };
}

/** Whether a request may go to a human expert: COMPLETED or FAILED, and escalation not disabled (part 2 §2.7). */
export function canEscalateToHuman(
  request: Pick<JobRequest, 'status'>,
  settings: { disableHumanEscalation?: boolean } | undefined,
): boolean {
  return (request.status === 'COMPLETED' || request.status === 'FAILED') && !settings?.disableHumanEscalation;
}

/** In the language active when read or built (English in the CLI). */
export const ESCALATION_MESSAGES = Object.assign(
  activeLabels(flowMessages, { disabled: 'flows.escalationDisabled' }),
  {
    notEscalatable: (status: string) => flowMessages.t('flows.notEscalatable', { status }),
  },
);

/**
 * The escalation use case for callers without the drawer (the CLI, scenarios): the drawer's rules (its
 * schema and the custom fields), then submitToXtrf with the body above. Every problem at once.
 */
export async function escalateToHumanExpert(
  http: HttpClient,
  request: JobRequest,
  values: HumanEscalationValues,
  context: {
    settings?: Pick<
      MachineTranslationSettings,
      'disableHumanEscalation' | 'hideHumanEscalationReason' | 'hideHumanEscalationNotes'
    >;
    definitions?: readonly CustomFieldDefinition[];
  } = {},
): Promise<SubmitToHumanExpertBody> {
  if (context.settings?.disableHumanEscalation)
    throw new FlowError('escalationDisabled', ESCALATION_MESSAGES.disabled);
  if (!canEscalateToHuman(request, context.settings))
    throw new FlowError('notEscalatable', ESCALATION_MESSAGES.notEscalatable(request.status));
  const definitions = context.definitions ?? [];
  // As the drawer starts: the fields' defaults where nothing was given.
  const customValues = customFieldValuesWithDefaults(definitions, values.customValues ?? {}, 'PROJECT');
  // What the configuration hides is neither asked for nor sent, as in the drawer.
  const reasonHidden = !!context.settings?.hideHumanEscalationReason;
  if (reasonHidden) values = { ...values, reason: null, otherReason: undefined };
  if (context.settings?.hideHumanEscalationNotes) values = { ...values, notes: undefined };
  assertValid({
    ...validateSync(humanEscalationSchema({ reasonHidden }), values),
    ...customFieldErrors(definitions, customValues, 'PROJECT'),
  });
  const body = humanEscalationBody(request, { ...values, customValues }, definitions);
  await submitToHumanExpert(http, request.id, body);
  return body;
}
