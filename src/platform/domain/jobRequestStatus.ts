// User-facing groups of job request statuses for the machine translation lists (part 2 §4.1), and the
// status rules that decide spinners, polling and row actions. A group's name is its key (the list filter's
// value, the CLI's word); what a page shows is its label in the active language (statusGroupLabel).
import type { JobRequestStatus } from './enums';
import { requestStatusMessages } from './i18n/requestStatus/messages';

export const STATUS_GROUPS = [
  'Completed',
  'Archived',
  'Submitting to Human Expert',
  'Submitted to Human Expert',
  'Failed',
  'Processing',
] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];
export const UNKNOWN_STATUS_GROUP = 'Unknown status';
export type StatusGroupLabel = StatusGroup | typeof UNKNOWN_STATUS_GROUP;

const GROUP_STATUSES: Readonly<Record<StatusGroup, readonly JobRequestStatus[]>> = {
  Completed: ['COMPLETED'],
  Archived: ['ARCHIVED'],
  'Submitting to Human Expert': ['SUBMITTING_TO_XTRF'],
  'Submitted to Human Expert': ['SUBMITTED_TO_XTRF'],
  Failed: ['CANCELLED', 'CANCELLING', 'FAILED'],
  Processing: [
    'ANALYZING',
    'CREATED',
    'READY_FOR_INTERNAL_REVIEW',
    'SCREENING',
    'REJECTED_BY_SCREENING',
    'TRANSLATING',
  ],
};

/** Group label of a status; quote statuses and anything unexpected fall into 'Unknown status'. */
export function statusGroupOf(status: string | null | undefined): StatusGroupLabel {
  for (const group of STATUS_GROUPS) {
    if ((GROUP_STATUSES[group] as readonly string[]).includes(status ?? '')) return group;
  }
  return UNKNOWN_STATUS_GROUP;
}

const GROUP_LABEL_IDS = {
  Completed: 'requestStatus.completed',
  Archived: 'requestStatus.archived',
  'Submitting to Human Expert': 'requestStatus.submittingToExpert',
  'Submitted to Human Expert': 'requestStatus.submittedToExpert',
  Failed: 'requestStatus.failed',
  Processing: 'requestStatus.processing',
  'Unknown status': 'requestStatus.unknown',
} as const satisfies Record<StatusGroupLabel, string>;

/** What a group is called in the active language (the CLI's: English, the group's own name). */
export function statusGroupLabel(group: StatusGroupLabel): string {
  return requestStatusMessages.t(GROUP_LABEL_IDS[group]);
}

/**
 * Underlying statuses of the chosen filter groups, in group order and without duplicates (the list call
 * takes them as a comma list). 'Unknown status' has no statuses of its own and contributes nothing.
 */
export function statusesForGroups(groups: readonly string[]): JobRequestStatus[] {
  const chosen = new Set(groups);
  return STATUS_GROUPS.filter((group) => chosen.has(group)).flatMap((group) => GROUP_STATUSES[group]);
}

/** In progress: rows show a spinner and the list polls while any row is. */
export function isInProgress(status: string | null | undefined): boolean {
  return statusGroupOf(status) === 'Processing' || status === 'SUBMITTING_TO_XTRF';
}

// No status follows these (CANCELLING only leads to CANCELLED): a request in one of them will never
// reach another, so waiting for another is over at once.
const FINAL_STATUSES: readonly string[] = [
  'COMPLETED',
  'ARCHIVED',
  'FAILED',
  'CANCELLING',
  'CANCELLED',
  'QUOTE_REJECTED',
  'QUOTE_EXPIRED',
];

/** The request's work is over in this status (archiving a completed request is a user's act, not progress). */
export function isFinalStatus(status: string | null | undefined): boolean {
  return FINAL_STATUSES.includes(status ?? '');
}

const RENAME_ARCHIVE_BLOCKED: readonly string[] = ['ARCHIVED', 'CREATED', 'SUBMITTING_TO_XTRF'];

export function canRenameOrArchive(status: string | null | undefined): boolean {
  return !RENAME_ARCHIVE_BLOCKED.includes(status ?? '');
}

/** Quote accept or reject (job request quotes and Coupa) is allowed in this status only. */
export function canAnswerQuote(status: string | null | undefined): boolean {
  return status === 'QUOTE_READY_FOR_CLIENT_REVIEW';
}

// Part 2 §8 says tooltips exist for these three statuses but does not give their texts: these are ours,
// written for the machine translation lists and request page (the only lists that show them).
const STATUS_INFO_IDS: Readonly<
  Partial<Record<JobRequestStatus, Parameters<typeof requestStatusMessages.t>[0]>>
> = {
  CREATED: 'requestStatus.info.CREATED',
  FAILED: 'requestStatus.info.FAILED',
  SUBMITTED_TO_XTRF: 'requestStatus.info.SUBMITTED_TO_XTRF',
};

/**
 * The explanation shown next to a status in the machine translation lists, for the statuses that have one,
 * in the active language.
 */
export function statusInfo(status: string | null | undefined): string | undefined {
  // Own keys only: a status like 'toString' must not reach Object.prototype.
  const id = Object.hasOwn(STATUS_INFO_IDS, status ?? '')
    ? STATUS_INFO_IDS[status as JobRequestStatus]
    : undefined;
  return id && requestStatusMessages.t(id);
}
