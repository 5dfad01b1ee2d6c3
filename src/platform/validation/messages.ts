// Every user-facing validation message of both specs, in one place, so the web forms, the CLI and the
// tests quote the same words. Texts the spec gives verbatim are kept verbatim; the others are ours. Each is
// said in the language active when it is read (the CLI never switches: English). Schemas are built once, so
// a yup rule takes its message as a function (`() => MESSAGES.REQUIRED`), which yup calls when it reports.
import { EMAIL_CODE_LENGTH, MFA_CODE_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/constants';
import { MT_MAX_TARGET_LANGUAGES, RENAME_MAX_LENGTH } from '../domain/limits';
import { activeLabels } from '../i18n/runtime';
import { formatList } from '../locale/lists';
import { formatMegabytes } from '../locale/megabytes';
import { validationMessages } from './validationMessages';

const t = validationMessages.t;

export const MESSAGES = activeLabels(
  validationMessages,
  {
    REQUIRED: 'validation.required',
    INVALID_FORMAT: 'validation.invalidFormat',

    // E-mail: sign-up says "address", the request form says "format" (both verbatim from the specs).
    INVALID_EMAIL_ADDRESS: 'validation.invalidEmailAddress',
    INVALID_EMAIL_FORMAT: 'validation.invalidEmailFormat',
    EMAIL_DOMAIN_NOT_ALLOWED: 'validation.emailDomainNotAllowed',

    PASSWORD_MIN_LENGTH: 'validation.passwordMinLength',
    PASSWORD_DIGIT: 'validation.passwordDigit',
    PASSWORD_UPPER_CASE: 'validation.passwordUpperCase',
    PASSWORD_LOWER_CASE: 'validation.passwordLowerCase',
    PASSWORDS_MUST_MATCH: 'validation.passwordsMustMatch',
    NEW_PASSWORD_MISMATCH: 'validation.newPasswordMismatch',
    INVALID_OLD_PASSWORD: 'validation.invalidOldPassword',

    VERIFICATION_CODE_LENGTH: 'validation.verificationCodeLength',
    INVALID_VERIFICATION_CODE: 'validation.invalidVerificationCode',
    MFA_CODE_FORMAT: 'validation.mfaCodeFormat',
    INVALID_MFA_CODE: 'validation.invalidMfaCode',

    DUPLICATE_LANGUAGE_GROUP: 'validation.duplicateLanguageGroup',

    PROJECT_NAME_SEMICOLON: 'validation.projectNameSemicolon',
    RENAME_MAX_LENGTH: 'validation.renameMaxLength',

    PERSON_FIRST_NAME_REQUIRED: 'validation.personFirstNameRequired',
    PERSON_LAST_NAME_REQUIRED: 'validation.personLastNameRequired',
    PERSON_EMAIL_REQUIRED: 'validation.personEmailRequired',
    UNKNOWN_CUSTOM_FIELD_TYPE: 'validation.unknownCustomFieldType',

    TARGETS_INCLUDE_SOURCE: 'validation.targetsIncludeSource',
    /** A warning, not an error: shown while a target equals the source. */
    SAME_LANGUAGE_WARNING: 'validation.sameLanguageWarning',
    MT_MAX_TARGET_LANGUAGES: 'validation.mtMaxTargetLanguages',

    FILES_REQUIRED: 'validation.filesRequired',
    FILE_LINKS_REQUIRED: 'validation.fileLinksRequired',
    INVALID_URL_FORMAT: 'validation.invalidUrlFormat',
    DUPLICATE_URL: 'validation.duplicateUrl',
    DUPLICATE_LINK_NAME: 'validation.duplicateLinkName',
    EMBEDDING_NEEDS_VIDEO: 'validation.embeddingNeedsVideo',

    ACCEPT_AGREEMENT: 'validation.acceptAgreement',
    UNKNOWN_PAYMENT_TYPE: 'validation.unknownPaymentType',
  },
  {
    passwordMinLength: PASSWORD_MIN_LENGTH,
    codeLength: EMAIL_CODE_LENGTH,
    mfaCodeLength: MFA_CODE_LENGTH,
    renameMaxLength: RENAME_MAX_LENGTH,
    mtMaxTargetLanguages: MT_MAX_TARGET_LANGUAGES,
  },
);

/**
 * A message as a yup rule takes it: a function reading MESSAGES (yup calls it when the rule fails, so it is
 * said in the language of that moment), or a text that is the same in every language (a configured one).
 */
export type RuleMessage = string | (() => string);

const megabytes = (bytes: number) => formatMegabytes(bytes / (1024 * 1024));

/** Messages that name files, languages or limits. */
export const MESSAGE_BUILDERS = {
  duplicateFileNames: (names: readonly string[]) =>
    t('validation.duplicateFileNames', { names: formatList(names) }),
  duplicateReferenceFileNames: (names: readonly string[]) =>
    t('validation.duplicateReferenceFileNames', { names: formatList(names) }),
  referenceSharesSourceName: (names: readonly string[]) =>
    t('validation.referenceSharesSourceName', { names: formatList(names) }),
  tooManyFiles: (max: number) => t('validation.tooManyFiles', { maxFiles: max }),
  fileTooLarge: (fileName: string, maxBytes: number) =>
    t('validation.fileTooLarge', { fileName, size: megabytes(maxBytes) }),
  totalSizeTooLarge: (maxBytes: number) => t('validation.totalSizeTooLarge', { size: megabytes(maxBytes) }),
  fileTypeNotAllowed: (fileName: string) => t('validation.fileTypeNotAllowed', { fileName }),
  mediaFileTooLarge: (fileName: string, kind: 'audio' | 'video', maxMb: number) =>
    t('validation.mediaFileTooLarge', { fileName, kind, maxMb }),
  dubbingNotSupported: (languageNames: readonly string[]) =>
    t('validation.dubbingNotSupported', { languages: formatList(languageNames) }),
  textTooLong: (maxCharacters: number) => t('validation.textTooLong', { maxCharacters }),
  // Not in the spec's words (it names the combinations call, not a message).
  fileTargetsNotSupported: (languageNames: readonly string[]) =>
    t('validation.fileTargetsNotSupported', { languages: formatList(languageNames) }),
} as const;
