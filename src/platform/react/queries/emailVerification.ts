// The e-mail confirmation link's outcome (confirmEmailLink: the portal's page and `llts confirm-email`).
// Confirming is a POST, so its answer is asked for once per link: never again on focus or reconnect.
import type { ConfirmEmailInput, ConfirmEmailOutcome } from '../../flows/confirmEmail';
import { confirmEmailLink, confirmEmailParams } from '../../flows/confirmEmail';
import { useApiQuery } from '../useApiQuery';

export const confirmEmailKey = (email: string, code: string) =>
  ['emailVerification', 'confirm', email, code] as const;

const INVALID_URL: ConfirmEmailOutcome = { kind: 'invalidUrl' };
const ONCE = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false } as const;

/** Undefined while the code is being confirmed; a link without both parameters sends nothing. */
export function useConfirmEmailLink(input: ConfirmEmailInput): ConfirmEmailOutcome | undefined {
  const params = confirmEmailParams(input);
  const confirmed = useApiQuery(
    params && confirmEmailKey(params.email, params.code),
    (http) => confirmEmailLink(http, input),
    ONCE,
  );
  return params ? confirmed.data : INVALID_URL;
}
