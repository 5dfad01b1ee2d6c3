// E-mail verification codes (sent when the dialog opens, validated on Verify) and the confirmation of an
// e-mail address from a link. Note the spec's plural 'userAccounts' on the validate path.

import type {
  ConfirmEmailRequest,
  ValidateVerificationCodeRequest,
  ValidateVerificationCodeResponse,
} from '../domain/entities/emailVerification';
import type { HttpClient } from '../http/client';
import { hasFields } from '../http/shape';
import type { CallInit } from './call';

export async function sendEmailVerificationCode(
  http: HttpClient,
  email: string,
  init?: CallInit,
): Promise<void> {
  await http.post('/userAccount/actions/sendEmailVerificationCode', { email }, { signal: init?.signal });
}

export function validateEmailVerificationCode(
  http: HttpClient,
  body: ValidateVerificationCodeRequest,
  init?: CallInit,
): Promise<ValidateVerificationCodeResponse> {
  return http.post('/userAccounts/actions/validateEmailVerificationCode', body, {
    signal: init?.signal,
    expect: hasFields<ValidateVerificationCodeResponse>({ isValid: 'boolean' }),
  });
}

/** Response not shown in the spec: success is the absence of an error. */
export async function confirmEmail(
  http: HttpClient,
  body: ConfirmEmailRequest,
  init?: CallInit,
): Promise<void> {
  await http.post('/userAccount/actions/confirmEmail', body, { signal: init?.signal });
}
