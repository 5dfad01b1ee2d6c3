// Sign-up, sign-up prompt, address, change-password and forgotten-password forms (part 1 §5, part 2 §2.4
// and §5).
import { boolean, object, string } from 'yup';
import { emailSchema, passwordSchema, repeatPasswordSchema, verificationCodeSchema } from './fieldSchemas';
import { MESSAGES } from './messages';
import { optionalOption, requiredOption } from './optionSchema';

const requiredText = () =>
  string()
    .trim()
    .required(() => MESSAGES.REQUIRED);
/** A checkbox that must be ticked; unticked reads as missing, hence 'Required'. */
const requiredAgreement = () =>
  boolean()
    .required(() => MESSAGES.REQUIRED)
    .oneOf([true], () => MESSAGES.REQUIRED);

/** Sign-up phase 1. */
export const signUpUserInfoSchema = object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: emailSchema(() => MESSAGES.INVALID_EMAIL_ADDRESS),
  password: passwordSchema,
  repeatPassword: repeatPasswordSchema('password'),
  agreement: requiredAgreement(),
});

/** Sign-up prompt after a submitted request: the e-mail and names come from the request. */
export const signUpPromptSchema = object({
  password: passwordSchema,
  repeatPassword: repeatPasswordSchema('password'),
  agreement: requiredAgreement(),
});

/** Sign-up address phase (also the shape of the create-account address). */
export const addressSchema = object({
  address1: requiredText(),
  address2: string().trim().nullable().optional(),
  city: requiredText(),
  zipCode: requiredText(),
  country: requiredOption(() => MESSAGES.REQUIRED),
  province: optionalOption(),
});

export const changePasswordSchema = object({
  oldPassword: string().required(() => MESSAGES.REQUIRED),
  newPassword: passwordSchema,
  repeatPassword: repeatPasswordSchema('newPassword', () => MESSAGES.NEW_PASSWORD_MISMATCH),
});

/** A forgotten password, first step: whose (username or e-mail address, as at sign-in). */
export const passwordResetRequestSchema = object({ username: requiredText() });

/** Second step: the mailed code, and the new password by the shared rule, typed twice as on a change. */
export const passwordResetSchema = object({
  code: verificationCodeSchema,
  newPassword: passwordSchema,
  repeatPassword: repeatPasswordSchema('newPassword', () => MESSAGES.NEW_PASSWORD_MISMATCH),
});

// Kept in a module without yup (the auth errors, which every sign-in loads, need it): re-exported here.
export { changePasswordErrorMessage } from './changePasswordMessage';
