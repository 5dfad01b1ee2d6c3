// Accepting or rejecting an auto quote (part 1 §5).
import { boolean, object } from 'yup';
import { MESSAGES } from './messages';

/** The agreement checkbox must be ticked before Accept. */
export const acceptAgreementSchema = object({
  agreement: boolean()
    .required(() => MESSAGES.ACCEPT_AGREEMENT)
    .oneOf([true], () => MESSAGES.ACCEPT_AGREEMENT),
});

/**
 * The optional rejection reason as sent: trimmed, and omitted (undefined) when blank so the body carries
 * no empty reason. Used for auto quotes and Coupa quotes alike.
 */
export function rejectReason(raw: string | null | undefined): string | undefined {
  const trimmed = raw?.trim();
  return trimmed ? trimmed : undefined;
}
