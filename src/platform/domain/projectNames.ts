// Generated names: default project/request names and the file name of typed text (part 2 §5, §9).
import moment from 'moment';
import {
  DEFAULT_PROJECT_NAME_PREFIX,
  PROJECT_NAME_FORBIDDEN_CHARACTERS,
  PROJECT_NAME_TIMESTAMP_FORMAT,
} from './constants';
import { TEXT_FILE_NAME_MAX_LENGTH } from './limits';

const TEXT_FILE_EXTENSION = '.txt';

/**
 * Default name of a project or machine translation request: the e-mail's local part (or 'project') and
 * the local time as YYYYMMDD-HHMMSS, joined by '_' (the spec leaves the separator open; '_' keeps the
 * name one token and differs from the '-' inside the timestamp). Characters a project name must not
 * contain are dropped, so the default always passes validation.
 */
export function defaultProjectName(email: string | null | undefined, now: Date | number): string {
  const localPart = (email ?? '').split('@')[0] ?? '';
  const cleaned = [...localPart.trim()]
    .filter((c) => !PROJECT_NAME_FORBIDDEN_CHARACTERS.includes(c))
    .join('');
  return `${cleaned || DEFAULT_PROJECT_NAME_PREFIX}_${moment(now).format(PROJECT_NAME_TIMESTAMP_FORMAT)}`;
}

// Letters and digits of any script, space, '-', '_' and '.' are safe in storage keys and on every OS.
const SPECIAL_CHARACTER = /[^\p{L}\p{N} ._-]/gu;

/**
 * File name under which typed text is uploaded: surrounding whitespace is trimmed, special characters
 * (inner tabs and line breaks included) become '-', and the whole name including '.txt' is at most 255
 * characters (counted in code points so a letter outside the BMP is never split). An empty result falls
 * back to 'project'.
 */
export function textInputFileName(projectName: string | null | undefined): string {
  const base = (projectName ?? '').trim().replace(SPECIAL_CHARACTER, '-');
  const room = TEXT_FILE_NAME_MAX_LENGTH - TEXT_FILE_EXTENSION.length;
  const capped = [...base].slice(0, room).join('').trim();
  return `${capped || DEFAULT_PROJECT_NAME_PREFIX}${TEXT_FILE_EXTENSION}`;
}
