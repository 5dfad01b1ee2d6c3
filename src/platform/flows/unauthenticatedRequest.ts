// A visitor's submission (part 2 §2.2, §4.2): the contact section is checked, a verification code is
// sent to the e-mail and validated, then the same create-upload-register flow runs with the code in the
// payload. Where the code comes from is the caller's business: the CLI's --code, a mailbox, or the
// verification dialog, which has sent and checked it already (verifiedCode).
import { sendEmailVerificationCode, validateEmailVerificationCode } from '../api/emailVerification';
import type { ClientConfig } from '../domain/entities/clientConfig';
import type { HttpClient } from '../http/client';
import { verificationCodeSchema } from '../validation/fieldSchemas';
import { MESSAGES } from '../validation/messages';
import { requestEmailSchema } from '../validation/requestForm';
import { validateField, type FieldErrors } from '../validation/validateSync';
import { createRequest, type CreateRequestOptions, type CreateRequestResult } from './createRequest';
import { FlowError, assertValid } from './flowErrors';
import { UNAUTHENTICATED_REQUEST_LIMITS, createRequestErrors } from './requestErrors';
import type { CreateRequestInput } from './requestInput';

/**
 * Where the code comes from: asked for once the flow sent it (the CLI's --code, a mailbox), or already
 * verified by the e-mail verification dialog, which sends and checks codes itself (a second send here
 * would invalidate the code the visitor just typed).
 */
export type VerificationCodeSource =
  | { getVerificationCode: (email: string) => Promise<string>; verifiedCode?: undefined }
  | { verifiedCode: string; getVerificationCode?: undefined };

export type UnauthenticatedRequestOptions = CreateRequestOptions &
  VerificationCodeSource & {
    /** The client the request goes to, for its allowed e-mail domains. */
    client?: ClientConfig;
  };

function contactErrors(input: CreateRequestInput, client?: ClientConfig): FieldErrors {
  const contact = input.payload.contactInfo;
  const errors: FieldErrors = {};
  const email = validateField(requestEmailSchema(client), contact?.email);
  if (email) errors['contactInfo.email'] = email;
  if (!contact?.firstName?.trim()) errors['contactInfo.firstName'] = MESSAGES.REQUIRED;
  if (!contact?.lastName?.trim()) errors['contactInfo.lastName'] = MESSAGES.REQUIRED;
  return errors;
}

/** A code the dialog already checked with the server: only its shape is checked again. */
function verifiedByDialog(code: string): string {
  const trimmed = code.trim();
  const codeError = validateField(verificationCodeSchema, trimmed);
  if (codeError) assertValid({ emailVerificationCode: codeError });
  return trimmed;
}

async function sentAndValidatedCode(
  http: HttpClient,
  email: string,
  options: { getVerificationCode: (email: string) => Promise<string>; signal?: AbortSignal },
): Promise<string> {
  await sendEmailVerificationCode(http, email, { signal: options.signal });
  const code = (await options.getVerificationCode(email)).trim();
  const codeError = validateField(verificationCodeSchema, code);
  if (codeError) assertValid({ emailVerificationCode: codeError });
  const { isValid } = await validateEmailVerificationCode(
    http,
    { email, verificationCode: code },
    { signal: options.signal },
  );
  if (!isValid) throw new FlowError('invalidVerificationCode', MESSAGES.INVALID_VERIFICATION_CODE);
  return code;
}

export async function createUnauthenticatedRequest(
  http: HttpClient,
  input: CreateRequestInput,
  options: UnauthenticatedRequestOptions,
): Promise<CreateRequestResult> {
  const limits = options.limits ?? UNAUTHENTICATED_REQUEST_LIMITS;
  // Everything the visitor typed is checked before a code is sent: a code for a form that cannot be
  // submitted would only expire.
  assertValid({ ...contactErrors(input, options.client), ...createRequestErrors(input, limits) });
  const email = input.payload.contactInfo!.email.trim();

  const code =
    options.verifiedCode !== undefined
      ? verifiedByDialog(options.verifiedCode)
      : await sentAndValidatedCode(http, email, options);
  const payload = { ...input.payload, emailVerificationCode: code };
  return createRequest(http, { ...input, payload }, { ...options, limits });
}
