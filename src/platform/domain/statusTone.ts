// The tone of a job request's status as a list shows it: one per label a reader has to tell apart, so the
// colour says what the words say. Part 2 §4.1 gives the families (green completed and submitted, red the
// failed group, grey archived, blue otherwise); inside them, work still with a human expert is not the
// finished green, and a quote waiting for the buyer, accepted, rejected or expired each read differently.
import { statusGroupOf, type StatusGroupLabel } from './jobRequestStatus';
import type { JobRequestStatus } from './enums';
import type { RequestListKind } from './requestStatusLabel';

export type StatusTone =
  | 'completed'
  | 'withExpert'
  | 'handingOver'
  | 'inProgress'
  | 'awaitingClient'
  | 'accepted'
  | 'declined'
  | 'expired'
  | 'failed'
  | 'archived'
  | 'unknown';

const GROUP_TONES: Readonly<Record<StatusGroupLabel, StatusTone>> = {
  Completed: 'completed',
  'Submitted to Human Expert': 'withExpert',
  'Submitting to Human Expert': 'handingOver',
  Processing: 'inProgress',
  Failed: 'failed',
  Archived: 'archived',
  'Unknown status': 'unknown',
};

// The procurement labels: every label of work under way (Analyzing, Translating, Estimating, Processing,
// In translation) is one tone, as the buyer has nothing to do until it changes.
const PROCUREMENT_TONES: Readonly<Record<JobRequestStatus, StatusTone>> = {
  ANALYZING: 'inProgress',
  TRANSLATING: 'inProgress',
  CREATED: 'inProgress',
  READY_FOR_INTERNAL_REVIEW: 'inProgress',
  SCREENING: 'inProgress',
  REJECTED_BY_SCREENING: 'inProgress',
  SUBMITTING_TO_XTRF: 'inProgress',
  SUBMITTED_TO_XTRF: 'inProgress',
  COMPLETED: 'completed',
  QUOTE_READY_FOR_CLIENT_REVIEW: 'awaitingClient',
  QUOTE_ACCEPTED: 'accepted',
  QUOTE_REJECTED: 'declined',
  QUOTE_EXPIRED: 'expired',
  ARCHIVED: 'archived',
  CANCELLING: 'failed',
  CANCELLED: 'failed',
  FAILED: 'failed',
};

/** The tone of a request's status in a list of this kind (the label it shows: requestStatusLabel). */
export function statusTone(
  request: { status: string | null | undefined; requestType?: string | null },
  list: RequestListKind,
): StatusTone {
  if (list === 'machineTranslation') return GROUP_TONES[statusGroupOf(request.status)];
  const status = request.status ?? '';
  // Own keys only: a status like 'toString' must not reach Object.prototype.
  return Object.hasOwn(PROCUREMENT_TONES, status) ? PROCUREMENT_TONES[status as JobRequestStatus] : 'unknown';
}
