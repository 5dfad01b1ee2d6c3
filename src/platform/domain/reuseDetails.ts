// "Reuse details" (beyond the spec): a past request's languages, notes and custom field values
// as the starting point of a new one, never its files. Portal (/createProject?reuse=<id>) and
// `llts request create --reuse <id>` start from the same details.
import type { JobRequest } from './entities/jobRequest';

export interface ReusedDetails {
  sourceLanguageId?: string;
  targetLanguageIds: string[];
  notes?: string;
  /** Custom field values by field name, as the request stored them (submitted strings). */
  fields: Record<string, string>;
}

export function reuseDetails(
  request: Pick<JobRequest, 'sourceLanguage' | 'targetLanguages' | 'notes' | 'customFields'>,
): ReusedDetails {
  const notes = request.notes?.trim();
  return {
    sourceLanguageId: request.sourceLanguage?.id || undefined,
    targetLanguageIds: (request.targetLanguages ?? []).map((language) => language.id).filter(Boolean),
    ...(notes ? { notes } : {}),
    fields: Object.fromEntries((request.customFields ?? []).map((field) => [field.fieldName, field.value])),
  };
}

/** The query parameter of the create-request page that names the request to reuse. */
export const REUSE_QUERY_PARAMETER = 'reuse';
