// Every duration of the specs (§9 of both parts) in one place, in milliseconds unless the name says
// otherwise, so UI, flows and the CLI never disagree about a timing.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Default auto-hide of a toast ("other toasts 15 s"). */
export const TOAST_DURATION_MS = 15 * SECOND;
/** Toast confirming a copy to the clipboard. */
export const COPY_TOAST_DURATION_MS = 5 * SECOND;
/** Toast after a successful AI post-edit. */
export const POST_EDIT_TOAST_DURATION_MS = 6 * SECOND;

/** An e-mail verification link (sign-up) expires after this long. */
export const VERIFICATION_LINK_VALIDITY_MS = 24 * HOUR;
/** Auto quotes are valid this many days unless the quote says otherwise. */
export const AUTO_QUOTE_VALIDITY_DAYS = 30;

/** Without activity for this long, the warning dialog appears (and a stale stored timestamp signs out). */
export const INACTIVITY_TIMEOUT_MS = 1 * HOUR;
/** Time between the inactivity warning and the automatic sign-out. */
export const INACTIVITY_SIGN_OUT_GRACE_MS = 30 * SECOND;

/** Data cache (SWR) entries become stale after this long. */
export const CACHE_STALE_TIME_MS = 20 * MINUTE;
/** The data cache retries a failed request at most this often... */
export const CACHE_MAX_RETRIES = 3;
/** ...except for these statuses, where a retry cannot succeed without a new session. */
export const CACHE_NO_RETRY_STATUSES: readonly number[] = [401, 403];

/** Lists poll this often while any row is in progress. */
export const IN_PROGRESS_POLL_INTERVAL_MS = 10 * SECOND;
/** Zip status of "Download all" is polled this often. */
export const ZIP_STATUS_POLL_INTERVAL_MS = 1 * SECOND;
/** A FAILED zip is requested again automatically this many times before the failure text shows. */
export const ZIP_AUTO_RETRIES = 1;

/** On the completed-quotes table a start date at least this old is highlighted red. */
export const QUOTE_START_HIGHLIGHT_MS = 24 * HOUR;
/** Human contact is promised within this many hours (or 1 business day). */
export const HUMAN_CONTACT_PROMISE_HOURS = 24;
