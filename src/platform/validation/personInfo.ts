// PERSON_INFO custom fields: a JSON value {firstName, lastName, email} (spec part 1 §5, part 2 §5).
import { lazy, mixed, object, string } from 'yup';
import { readPersonInfo } from '../domain/customFields';
import { EMAIL_PATTERN, compileRegex } from './fieldSchemas';
import { MESSAGES } from './messages';

export interface PersonInfo {
  firstName?: string;
  lastName?: string;
  email?: string;
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

export function isEmptyPersonInfo(value: PersonInfo | null | undefined): boolean {
  return !value || (blank(value.firstName) && blank(value.lastName) && blank(value.email));
}

/** Reads a stored PERSON_INFO value (JSON text or an object); anything unreadable is empty. */
export const parsePersonInfo: (value: unknown) => PersonInfo = readPersonInfo;

export interface PersonInfoOptions {
  required: boolean;
  /** The definition's validationRegex; it applies to the e-mail part (the only free-form identifier). */
  regex?: string | RegExp | null;
  /** The definition's validationMessage, else 'Invalid format'. */
  regexMessage?: string | null;
}

/**
 * All three parts are required once the field is required or anything was typed; an optional field left
 * completely empty is accepted. Errors land on firstName, lastName and email below the field's path.
 */
export function personInfoSchema({ required, regex, regexMessage }: PersonInfoOptions) {
  const pattern = compileRegex(regex);
  const filled = object({
    firstName: string()
      .trim()
      .required(() => MESSAGES.PERSON_FIRST_NAME_REQUIRED),
    lastName: string()
      .trim()
      .required(() => MESSAGES.PERSON_LAST_NAME_REQUIRED),
    email: string()
      .trim()
      .required(() => MESSAGES.PERSON_EMAIL_REQUIRED)
      .matches(EMAIL_PATTERN, () => MESSAGES.PERSON_EMAIL_REQUIRED)
      // The regex is written either for the e-mail or for the submitted JSON text (the provider's own
      // patterns end in '"', e.g. '@acme\\.example"'): either match passes.
      .test('custom-regex', regexMessage || (() => MESSAGES.INVALID_FORMAT), function (email) {
        if (!pattern || !email) return true;
        const parent = this.parent as PersonInfo;
        const submitted = JSON.stringify({
          firstName: parent.firstName,
          lastName: parent.lastName,
          email: parent.email,
        });
        return pattern.test(email) || pattern.test(submitted);
      }),
  });
  return lazy((value: PersonInfo | null | undefined) =>
    !required && isEmptyPersonInfo(value)
      ? mixed().nullable().optional()
      : filled.required(() => MESSAGES.REQUIRED),
  );
}
