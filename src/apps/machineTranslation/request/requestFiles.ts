import type { JobRequest, JobRequestFile } from '../../../platform/domain/entities/jobRequest';

/** A request's files as its page lists them: what was sent, what came back, and the rest. */
export function requestFiles(request: JobRequest): {
  sources: JobRequestFile[];
  outputs: JobRequestFile[];
  others: JobRequestFile[];
} {
  const files = request.files ?? [];
  return {
    sources: files.filter((f) => f.category === 'SOURCE_DOCUMENT'),
    outputs: files.filter((f) => f.category === 'TRANSLATED_DOCUMENT'),
    others: files.filter((f) => f.category !== 'SOURCE_DOCUMENT' && f.category !== 'TRANSLATED_DOCUMENT'),
  };
}
