// Size, count and paging limits of both specs (§9). Byte values are exact as the spec states them.

const MB = 1024 * 1024;

/**
 * The one boundary rule of every size limit, per file and in total: a size fits only strictly under its
 * limit (the spec's "total under 250 MB", "less than 60 MB"), so a size equal to the limit is too large.
 * Every check of a byte limit goes through here, so the messages ("less than", "smaller than") hold.
 */
export function exceedsSizeLimit(bytes: number, limitBytes: number): boolean {
  return bytes >= limitBytes;
}

/** Unauthenticated request form: at most this many files... */
export const UNAUTHENTICATED_MAX_FILES = 20;
/** ...each at most 40 MB... */
export const UNAUTHENTICATED_MAX_FILE_BYTES = 41_943_040;
/** ...and at most 60 MB together. */
export const UNAUTHENTICATED_MAX_TOTAL_BYTES = 62_914_560;

/** Signed-in request form defaults; server settings may replace them. */
export const SIGNED_IN_DEFAULT_MAX_FILES = 100;
export const SIGNED_IN_DEFAULT_MAX_FILE_MB = 1000;
export const SIGNED_IN_DEFAULT_MAX_FILE_BYTES = SIGNED_IN_DEFAULT_MAX_FILE_MB * MB;

/** Machine translation (files and media): at most this many target languages. */
export const MT_MAX_TARGET_LANGUAGES = 10;
/** Machine translation (files and media): the total size must stay strictly under this (250 MB). */
export const MT_MAX_TOTAL_BYTES = 262_144_000;
/** Media per-file limit for audio and video when the settings leave it unset. */
export const MEDIA_DEFAULT_MAX_FILE_MB = 1;

/** Organization users table: selectable page sizes, the first is the default. */
export const ORG_USER_PAGE_SIZES: readonly number[] = [10, 20, 30];
/** Request lists (machine translation, media). */
export const REQUEST_LIST_PAGE_SIZE = 10;
/** Coupa request list. */
export const COUPA_LIST_PAGE_SIZE = 10;
/** Report detail table. */
export const REPORT_PAGE_SIZE = 25;
/** A CSV export covers the first page of this size only. */
export const EXPORT_PAGE_SIZE = 1000;
/** A failed export page is retried up to this often. */
export const EXPORT_MAX_RETRIES = 3;

/** A renamed request name is at most this long. */
export const RENAME_MAX_LENGTH = 250;
/** Typed text is uploaded as a .txt file whose whole name (extension included) is at most this long. */
export const TEXT_FILE_NAME_MAX_LENGTH = 255;

/** AI quality score scale; the post-edit button is emphasised below the maximum. */
export const STAR_RATING_MAX = 5;
/** Virtualised lists (language pickers) show up to this many rows before scrolling. */
export const VIRTUALISED_LIST_MAX_ROWS = 8;

/** A request's overall progress stays at or under this until it is created with every file (then 100). */
export const UPLOAD_PROGRESS_WHILE_CREATING = 95;
/** Media upload progress is scaled to at most this percentage (the submit call finishes it). */
export const MEDIA_UPLOAD_PROGRESS_CAP = 95;
