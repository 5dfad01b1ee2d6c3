// The e-mail confirmation link (part 2 §2.4): /confirmEmail?email&verificationCode. Either missing is an
// invalid URL (nothing is sent); otherwise the code is confirmed: success, or the error's own message.
// The portal's page and `llts confirm-email` both run this.
import { confirmEmail } from '../api/emailVerification';
import type { HttpClient } from '../http/client';
import { englishLabels } from '../i18n/runtime';
import { userFacingMessage } from '../http/userMessage';
import { confirmEmailMessages } from './i18n/confirmEmail/messages';

/** The words the CLI says too, in English whatever the page's language. */
export const CONFIRM_EMAIL_TEXTS = englishLabels(confirmEmailMessages, {
  invalidUrl: 'confirmEmail.invalidUrl',
  confirmed: 'confirmEmail.confirmed',
});

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
