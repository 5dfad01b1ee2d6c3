// The portal's own sign-in (no hosted UI): the password step and the authenticator-code step.
import { object, string } from 'yup';
import { mfaCodeSchema } from './fieldSchemas';
import { MESSAGES } from './messages';

/** Username and password: empty fields are caught here, everything else is the identity service's call. */
export const signInSchema = object({
  username: string()
    .trim()
    .required(() => MESSAGES.REQUIRED),
  password: string().required(() => MESSAGES.REQUIRED),
});

/** The SOFTWARE_TOKEN_MFA step's form: one field, the time-based code. */
export const mfaCodeFormSchema = object({ code: mfaCodeSchema });
