// Every user-facing validation message of both specs, in one place, so the web forms, the CLI and the
// tests quote the same words. Texts the spec gives verbatim are kept verbatim; the others are ours.
import { EMAIL_CODE_LENGTH, MFA_CODE_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/constants';
import { MT_MAX_TARGET_LANGUAGES, RENAME_MAX_LENGTH } from '../domain/limits';

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 100) / 100} MB`;
const list = (items: readonly string[]) => items.join(', ');

export const MESSAGES = {
  REQUIRED: 'Required',
  INVALID_FORMAT: 'Invalid format',

  // E-mail: sign-up says "address", the request form says "format" (both verbatim from the specs).
  INVALID_EMAIL_ADDRESS: 'Invalid email address',
  INVALID_EMAIL_FORMAT: 'Invalid email format',
  EMAIL_DOMAIN_NOT_ALLOWED: 'This email address is not allowed for the selected company',

  PASSWORD_MIN_LENGTH: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  PASSWORD_DIGIT: 'Password must contain at least one digit',
  PASSWORD_UPPER_CASE: 'Password must contain at least one upper-case letter',
  PASSWORD_LOWER_CASE: 'Password must contain at least one lower-case letter',
  PASSWORDS_MUST_MATCH: 'Passwords must match',
  NEW_PASSWORD_MISMATCH: 'Entered value does not match the New Password value',
  INVALID_OLD_PASSWORD: 'Invalid Old Password value',

  VERIFICATION_CODE_LENGTH: `The code must be exactly ${EMAIL_CODE_LENGTH} characters`,
  INVALID_VERIFICATION_CODE: 'The verification code is invalid or has expired',
  MFA_CODE_FORMAT: `The code must be ${MFA_CODE_LENGTH} digits`,
  INVALID_MFA_CODE: 'Invalid code. Please check your authenticator app and try again.',

  DUPLICATE_LANGUAGE_GROUP: 'A language group with this name already exists',

  PROJECT_NAME_SEMICOLON: 'Semicolons are not allowed in project names',
  RENAME_MAX_LENGTH: `The name must be at most ${RENAME_MAX_LENGTH} characters`,

  PERSON_FIRST_NAME_REQUIRED: 'First name is required.',
  PERSON_LAST_NAME_REQUIRED: 'Last name is required.',
  PERSON_EMAIL_REQUIRED: 'A valid email address is required.',
  UNKNOWN_CUSTOM_FIELD_TYPE: 'Unknown custom field type',

  TARGETS_INCLUDE_SOURCE: 'Target languages cannot include a source language',
  /** A warning, not an error: shown while a target equals the source. */
  SAME_LANGUAGE_WARNING: 'The source language is also selected as a target language',
  MT_MAX_TARGET_LANGUAGES: `Select at most ${MT_MAX_TARGET_LANGUAGES} target languages`,

  FILES_REQUIRED: 'Required. Add at least one file.',
  FILE_LINKS_REQUIRED: 'Required. Add at least one link.',
  INVALID_URL_FORMAT: 'Invalid URL format',
  DUPLICATE_URL: 'This URL has already been added',
  DUPLICATE_LINK_NAME: 'A link with this name has already been added',
  EMBEDDING_NEEDS_VIDEO: 'Subtitles can only be embedded into video files',

  ACCEPT_AGREEMENT:
    'Please check the box to acknowledge the Terms of Service and Privacy Policy before accepting the quote.',
  UNKNOWN_PAYMENT_TYPE: 'Unknown payment type',
} as const;

/** Messages that name files, languages or limits. */
export const MESSAGE_BUILDERS = {
  duplicateFileNames: (names: readonly string[]) =>
    `Files with the same name cannot be added: ${list(names)}`,
  duplicateReferenceFileNames: (names: readonly string[]) =>
    `Reference files with the same name cannot be added: ${list(names)}`,
  referenceSharesSourceName: (names: readonly string[]) =>
    `Reference files must not have the same name as source files: ${list(names)}`,
  tooManyFiles: (max: number) => `You can add at most ${max} files`,
  fileTooLarge: (fileName: string, maxBytes: number) =>
    `${fileName} must be smaller than ${megabytes(maxBytes)}`,
  totalSizeTooLarge: (maxBytes: number) =>
    `The total size of the files must be less than ${megabytes(maxBytes)}`,
  fileTypeNotAllowed: (fileName: string) => `${fileName} is not a supported file type`,
  mediaFileTooLarge: (fileName: string, kind: 'audio' | 'video', maxMb: number) =>
    `${fileName} must be smaller than the ${kind} file limit of ${maxMb} MB`,
  dubbingNotSupported: (languageNames: readonly string[]) =>
    `Dubbing is not supported for: ${list(languageNames)}`,
  textTooLong: (maxCharacters: number) => `The text must be at most ${maxCharacters} characters`,
  // Not in the spec's words (it names the combinations call, not a message).
  fileTargetsNotSupported: (languageNames: readonly string[]) =>
    `Files cannot be translated from this source language into: ${list(languageNames)}`,
} as const;
