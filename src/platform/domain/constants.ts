// Identifiers, defaults and formats shared by the portal, the CLI and the fixtures (spec §9 of both parts).
// Timings live in timing.ts, sizes and paging in limits.ts, labels in labels.ts, storage keys in storageKeys.ts.
import type { Role } from './roleNames';

/** Length of the e-mail verification code (sign-up, unauthenticated submissions). */
export const EMAIL_CODE_LENGTH = 6;
/** Length of a time-based MFA code. */
export const MFA_CODE_LENGTH = 6;
/** Shared password rule: minimum length (plus a digit, an upper- and a lower-case letter). */
export const PASSWORD_MIN_LENGTH = 8;

/** Country preselected when none is known. */
export const DEFAULT_COUNTRY_ID = 227;
/** Country preselected on the uk branch / UK variant. */
export const UK_DEFAULT_COUNTRY_ID = 226;

/** Language id of English, the default target of machine translation. */
export const DEFAULT_ENGLISH_LANGUAGE_ID = 'enu';
/** Source-language value asking the engine to detect the language. */
export const AUTODETECT_LANGUAGE = 'AUTODETECT_LANGUAGE';

/** Portal version string shown and reported with logs. */
export const PORTAL_VERSION = '227';
/** Default logger level. */
export const DEFAULT_LOG_LEVEL = 'verbose';

/** moment formats. */
export const DISPLAY_DATE_FORMAT = 'MMM DD, YYYY HH:mm:ss';
export const DATE_FIELD_FORMAT = 'MM/DD/YYYY';
export const DASHBOARD_DATE_FORMAT = 'MM-DD-YY h:mm:ss A';
/** Timestamp suffix of default project names (YYYYMMDD-HHMMSS). */
export const PROJECT_NAME_TIMESTAMP_FORMAT = 'YYYYMMDD-HHmmss';

/** Roles that see the dashboard cards and the Dashboard page. */
export const STAFF_ROLES: readonly Role[] = [
  'CLIENT_MANAGER',
  'DESKTOP_PUBLISHER',
  'ADMIN',
  'ENGINEER',
  'PROJECT_COORDINATOR',
  'QA',
  'QUOTER',
  'POWER_USER',
];
/** Roles that may impersonate another user. */
export const IMPERSONATOR_ROLES: readonly Role[] = ['ADMIN', 'SUPER_USER'];
/** Roles of client users (requests, machine translation, reports, Coupa, organisation picker). */
export const CLIENT_ROLES: readonly Role[] = ['CLIENT', 'CLIENT_EMPLOYEE'];
/** A Cognito group with this name marks a federated (Coupa punch-out) account. */
export const COUPA_USER_GROUP = 'CoupaUser';

/** Characters a project name must not contain. */
export const PROJECT_NAME_FORBIDDEN_CHARACTERS = ';';
/** Separator of SELECT_MANY_LIST custom field values. */
export const SELECT_MANY_SEPARATOR = '|';
/** Used for default project names when no e-mail is known. */
export const DEFAULT_PROJECT_NAME_PREFIX = 'project';

/** Sections of the auto-quote terms-and-conditions dialog. */
export const TERMS_SECTION_COUNT = 10;
