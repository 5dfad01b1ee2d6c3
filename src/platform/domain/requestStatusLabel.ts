// The label of a job request's status in a list (part 2 §4.1). The machine translation groups belong to
// the machine translation and media lists; every other list (all requests, procurement) reads with the
// procurement flow's labels, so a quote waiting for the client says 'Quote is ready for review' instead
// of falling into 'Unknown status'. Each label is said in the language active when it is read (the CLI's,
// English).
import { coupaStatusLabel } from './coupaStatus';
import type { Origination } from './enums';
import { statusGroupLabel, statusGroupOf } from './jobRequestStatus';

/** A machine translation (or media) list shows status groups; any other list shows status labels. */
export type RequestListKind = 'machineTranslation' | 'requests';

const GROUPED_ORIGINATIONS: readonly Origination[] = ['MT', 'MEDIAAI'];

/** The kind of a list filtered to these originations (none: every request). */
export function requestListKind(originations: readonly string[] | null | undefined): RequestListKind {
  const only = originations ?? [];
  return only.length > 0 && only.every((o) => (GROUPED_ORIGINATIONS as readonly string[]).includes(o))
    ? 'machineTranslation'
    : 'requests';
}

export function requestStatusLabel(
  request: { status: string | null | undefined; requestType?: string | null },
  list: RequestListKind,
): string {
  return list === 'machineTranslation'
    ? statusGroupLabel(statusGroupOf(request.status))
    : coupaStatusLabel(request.status, request.requestType);
}
