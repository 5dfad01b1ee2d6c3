// The e-mail confirmation link (part 2 §2.4): /confirmEmail?email&verificationCode. Either missing is an
// invalid URL (nothing is sent); otherwise the code is confirmed: success, or the error's own message.
// The portal's page and `llts confirm-email` both run this.
import { confirmEmail } from '../api/emailVerification';
import type { HttpClient } from '../http/client';
import { userFacingMessage } from '../http/userMessage';

export const CONFIRM_EMAIL_TEXTS = {
  title: 'Confirm your e-mail address',
  confirming: 'Confirming your e-mail address…',
  invalidUrlTitle: 'Invalid URL',
  invalidUrl:
    'The confirmation link is incomplete: it needs both the e-mail address and the verification code.',
  confirmedTitle: 'E-mail address confirmed',
  confirmed: 'Your e-mail address is confirmed. You can now sign in.',
  failedTitle: 'The e-mail address could not be confirmed',
  signIn: 'Sign in',
} as const;

export type ConfirmEmailOutcome =
  { kind: 'invalidUrl' } | { kind: 'confirmed'; email: string } | { kind: 'failed'; message: string };

export interface ConfirmEmailInput {
  email?: string | null;
  verificationCode?: string | null;
}

/** The link's parameters, trimmed; undefined when either is missing or blank. */
export function confirmEmailParams(input: ConfirmEmailInput): { email: string; code: string } | undefined {
  const email = input.email?.trim();
  const code = input.verificationCode?.trim();
  return email && code ? { email, code } : undefined;
}

export async function confirmEmailLink(
  http: HttpClient,
  input: ConfirmEmailInput,
  signal?: AbortSignal,
): Promise<ConfirmEmailOutcome> {
  const params = confirmEmailParams(input);
  if (!params) return { kind: 'invalidUrl' };
  try {
    await confirmEmail(http, params, { signal });
    return { kind: 'confirmed', email: params.email };
  } catch (error) {
    return { kind: 'failed', message: userFacingMessage(error) };
  }
}
