// The closed sets of values named by both specs. Each is a readonly tuple (for iteration and
// validation) plus the union type of its members. The roles are roleNames.ts: the signed-out home's first
// chunk reads them, and a module in that chunk brings all its exports.

export const JOB_REQUEST_STATUSES = [
  'CREATED',
  'SCREENING',
  'REJECTED_BY_SCREENING',
  'ANALYZING',
  'TRANSLATING',
  'READY_FOR_INTERNAL_REVIEW',
  'QUOTE_READY_FOR_CLIENT_REVIEW',
  'QUOTE_REJECTED',
  'QUOTE_ACCEPTED',
  'QUOTE_EXPIRED',
  'SUBMITTING_TO_XTRF',
  'SUBMITTED_TO_XTRF',
  'COMPLETED',
  'ARCHIVED',
  'FAILED',
  'CANCELLING',
  'CANCELLED',
] as const;
export type JobRequestStatus = (typeof JOB_REQUEST_STATUSES)[number];

export const ORIGINATIONS = ['EMAIL', 'WEBFORM', 'MT', 'COUPA', 'MEDIAAI', 'EXTERNALAPI'] as const;
export type Origination = (typeof ORIGINATIONS)[number];

export const REQUEST_TYPES = [
  'TRANSLATION_REQUEST',
  'QUOTE_REQUEST',
  'JUNK_REQUEST',
  'OTHER_REQUEST',
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const FILE_CATEGORIES = [
  'SOURCE_DOCUMENT',
  'REFERENCE',
  'TRANSLATED_DOCUMENT',
  'QUOTE_CONFIRMATION_DOCUMENT',
  'OTHER',
] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];

export const SUBMISSION_MODES = [
  'SUBMIT_FOR_TRANSLATION',
  'SUBMIT_FOR_ESTIMATION',
  'SUBMIT_FOR_TRANSLATION_EXCEPT',
  'SUBMIT_FOR_ESTIMATION_EXCEPT',
] as const;
export type SubmissionMode = (typeof SUBMISSION_MODES)[number];

/** Form-level submit type: PROJECT sends to translation, ESTIMATE asks for a quote. */
export const SUBMIT_TYPES = ['PROJECT', 'ESTIMATE'] as const;
export type SubmitType = (typeof SUBMIT_TYPES)[number];

export const INPUT_METHODS = ['FILES', 'TEXT', 'FILELINKS'] as const;
export type InputMethod = (typeof INPUT_METHODS)[number];

export const PAYMENT_TYPES = ['CREDIT_CARD', 'BILL_TO_ACCOUNT', 'INVOICE_DIRECTLY'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const QUOTE_ACCEPTANCE_STATUSES = ['ACCEPTED', 'REJECTED'] as const;
export type QuoteAcceptanceStatus = (typeof QUOTE_ACCEPTANCE_STATUSES)[number];

export const SUBTITLE_FORMATS = [
  'SRT',
  'DOCX',
  'JSON',
  'TXT',
  'PAC',
  'DFXP',
  'VTT',
  'IMSC',
  'ITT',
  'SCC',
  'SMI',
  'TTML',
  'STL',
  'XIF',
  'XLSX',
] as const;
export type SubtitleFormat = (typeof SUBTITLE_FORMATS)[number];
/** Shown without opening "More options". */
export const DEFAULT_SUBTITLE_FORMATS: readonly SubtitleFormat[] = ['SRT', 'DOCX', 'JSON', 'TXT'];
/** Pre-selected subtitle type of a media request. */
export const DEFAULT_SUBTITLE_TYPE: SubtitleFormat = 'SRT';

export const MEDIA_PROJECT_TYPES = [
  'TRANSCRIPTION',
  'TRANSCRIPTION_AND_TRANSLATION',
  'DUBBING',
  'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO',
] as const;
export type MediaProjectType = (typeof MEDIA_PROJECT_TYPES)[number];

export const HUMAN_ESCALATION_REASONS = ['CLEAN_UP_FORMATTING', 'NEED_HUMAN_TRANSLATION', 'OTHER'] as const;
export type HumanEscalationReason = (typeof HUMAN_ESCALATION_REASONS)[number];

export const ZIP_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export type ZipStatus = (typeof ZIP_STATUSES)[number];

export const REPORT_TYPES = ['PROJECT', 'QUOTE', 'TASK', 'CLIENT_CONTACT'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const LANGUAGE_GROUP_SCOPES = ['ORGANIZATION', 'PERSONAL'] as const;
export type LanguageGroupScope = (typeof LANGUAGE_GROUP_SCOPES)[number];

export const CUSTOM_FIELD_TYPES = [
  'INPUT_TEXT',
  'TEXT_AREA',
  'LISTONLY',
  'LIST',
  'SELECT_MANY_LIST',
  'DATE',
  'CHECKBOX',
  'PERSON_INFO',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const CUSTOM_FIELD_CATEGORIES = ['PROJECT', 'USER'] as const;
export type CustomFieldCategory = (typeof CUSTOM_FIELD_CATEGORIES)[number];

export const MT_FILE_TYPES = ['TEXT', 'WORD', 'EXCEL', 'POWERPOINT', 'PDF'] as const;
export type MtFileType = (typeof MT_FILE_TYPES)[number];

export const CLIENT_STATUS_ACTIVE = 'ACTIVE';

/**
 * Application ids of the home tiles, in the spec's tile order. The spec's `{product}Connect` tile takes the
 * product name of the runtime config (default 'llts'); its id here is the default's.
 */
export const APPLICATION_IDS = [
  'createProject',
  'xtrfDashboard',
  'invoices',
  'llsInterpretingService',
  'lltsConnect',
  'websiteProxy',
  'connector',
  'machineTranslation',
  'quickTranslation',
  'consoleHelp',
  'reports',
  'coupa',
] as const;
export type ApplicationId = (typeof APPLICATION_IDS)[number];
