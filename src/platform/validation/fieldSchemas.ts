// Reusable yup field schemas carrying the spec's exact messages (part 1 §5, part 2 §5).
import { string, ref } from 'yup';
import type { StringSchema } from 'yup';
import {
  EMAIL_CODE_LENGTH,
  MFA_CODE_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROJECT_NAME_FORBIDDEN_CHARACTERS,
} from '../domain/constants';
import { MESSAGES, type RuleMessage } from './messages';

/**
 * A pragmatic address pattern: something@domain.tld with a 2+ letter TLD, no spaces. Stricter than yup's
 * built-in (which accepts 'a@b'), looser than RFC 5322, which users never type anyway.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string | null | undefined): boolean {
  return !!value && EMAIL_PATTERN.test(value.trim());
}

/** Required e-mail; `message` is the spec's wording of the screen ('Invalid email address' or '... format'). */
export function emailSchema(message: RuleMessage): StringSchema<string> {
  return string()
    .trim()
    .required(() => MESSAGES.REQUIRED)
    .matches(EMAIL_PATTERN, message);
}

/** The shared password rule, one message per requirement, checked in this order. */
export const passwordSchema: StringSchema<string> = string()
  .required(() => MESSAGES.REQUIRED)
  .min(PASSWORD_MIN_LENGTH, () => MESSAGES.PASSWORD_MIN_LENGTH)
  .matches(/\d/, () => MESSAGES.PASSWORD_DIGIT)
  .matches(/\p{Lu}/u, () => MESSAGES.PASSWORD_UPPER_CASE)
  .matches(/\p{Ll}/u, () => MESSAGES.PASSWORD_LOWER_CASE);

/**
 * A repeat field equal to its sibling `refField` (used inside an object schema). A test rather than
 * oneOf(ref): yup checks oneOf before required, which would show the mismatch text on an empty field.
 */
export function repeatPasswordSchema(
  refField = 'password',
  message: RuleMessage = () => MESSAGES.PASSWORDS_MUST_MATCH,
) {
  const other = ref<unknown>(refField);
  return string()
    .required(() => MESSAGES.REQUIRED)
    .test('matches-ref', message, function (value) {
      return value === this.resolve(other);
    });
}

export function containsAny(value: string, chars: string): boolean {
  return [...chars].some((c) => value.includes(c));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- yup's context/default/flag slots are irrelevant here
type AnyStringSchema = StringSchema<string | null | undefined, any, any, any>;

/**
 * A string that must not contain any of `chars`; empty values pass (combine with required()). `base`
 * lets callers extend a schema they already built (e.g. required and trimmed).
 */
export function forbiddenCharacters<S extends AnyStringSchema = StringSchema<string | null | undefined>>(
  chars: string,
  message: RuleMessage,
  base?: S,
): S {
  return (base ?? (string().nullable() as AnyStringSchema as S)).test(
    'forbidden-characters',
    message,
    (value) => !value || !containsAny(value, chars),
  );
}

/**
 * Compiles a regex from configuration. An invalid pattern yields undefined: the field then goes unchecked
 * instead of blocking every submission over a configuration mistake the user cannot fix.
 */
export function compileRegex(regex: string | RegExp | null | undefined): RegExp | undefined {
  if (!regex) return undefined;
  if (regex instanceof RegExp) return regex;
  try {
    return new RegExp(regex);
  } catch {
    return undefined;
  }
}

/** A string matching `regex` (custom field validationRegex) with its message, else 'Invalid format'. */
export function regexWithMessage<S extends AnyStringSchema = StringSchema<string | null | undefined>>(
  regex: string | RegExp | null | undefined,
  message?: string | null,
  base?: S,
): S {
  const schema = base ?? (string().nullable() as AnyStringSchema as S);
  const compiled = compileRegex(regex);
  if (!compiled) return schema;
  return schema.matches(compiled, {
    message: message || (() => MESSAGES.INVALID_FORMAT),
    excludeEmptyString: true,
  });
}

/** E-mail verification code: exactly six characters (the dialog's verify button needs them all). */
export const verificationCodeSchema: StringSchema<string> = string()
  .trim()
  .required(() => MESSAGES.REQUIRED)
  .length(EMAIL_CODE_LENGTH, () => MESSAGES.VERIFICATION_CODE_LENGTH);

/** Time-based MFA code: six digits. */
export const mfaCodeSchema: StringSchema<string> = string()
  .trim()
  .required(() => MESSAGES.REQUIRED)
  .matches(new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`), () => MESSAGES.MFA_CODE_FORMAT);

/** Project (and request) name: required, no semicolon. */
export const projectNameSchema = forbiddenCharacters(
  PROJECT_NAME_FORBIDDEN_CHARACTERS,
  () => MESSAGES.PROJECT_NAME_SEMICOLON,
  string()
    .trim()
    .required(() => MESSAGES.REQUIRED),
);
