// PERSON_INFO custom fields: a JSON value {firstName, lastName, email} (spec part 1 §5, part 2 §5).
import { lazy, mixed, object, string } from 'yup';
import { EMAIL_PATTERN, regexWithMessage } from './fieldSchemas';
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
export function parsePersonInfo(value: unknown): PersonInfo {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const record = parsed as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
  return { firstName: text('firstName'), lastName: text('lastName'), email: text('email') };
}

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
  const filled = object({
    firstName: string().trim().required(MESSAGES.PERSON_FIRST_NAME_REQUIRED),
    lastName: string().trim().required(MESSAGES.PERSON_LAST_NAME_REQUIRED),
    email: regexWithMessage(
      regex,
      regexMessage,
      string()
        .trim()
        .required(MESSAGES.PERSON_EMAIL_REQUIRED)
        .matches(EMAIL_PATTERN, MESSAGES.PERSON_EMAIL_REQUIRED),
    ),
  });
  return lazy((value: PersonInfo | null | undefined) =>
    !required && isEmptyPersonInfo(value)
      ? mixed().nullable().optional()
      : filled.required(MESSAGES.REQUIRED),
  );
}
