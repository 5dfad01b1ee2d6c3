// "Request human translation" (part 2 §2.8, §3, §9): the escalation body from the drawer's values (or the
// CLI's options). Notes start with a source line and the reason; 'Need human translation' sends the
// machine-translated files as OTHER, so the human project does not treat them as deliverables.
import type { CustomFieldDefinition } from '../domain/entities/customField';
import type { JobRequest, SubmitToHumanExpertBody } from '../domain/entities/jobRequest';
import type { HumanEscalationReason } from '../domain/enums';
import { HUMAN_ESCALATION_REASON_LABELS } from '../domain/labels';
import { customFieldValues } from './customFieldValues';

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
export function escalationNotes(request: Pick<JobRequest, 'id' | 'name'>, values: HumanEscalationValues): string {
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
