// Rules of the request form that are not file lists (part 2 §5): e-mail domain, languages, typed text.
import { emailSchema } from './fieldSchemas';
import { MESSAGES } from './messages';

/** Lower-case domain of an e-mail ('' without one). */
export function emailDomainOf(email: string | null | undefined): string {
  const text = (email ?? '').trim();
  const at = text.lastIndexOf('@');
  return at >= 0 ? text.slice(at + 1).toLowerCase() : '';
}

/**
 * Whether an unknown user's e-mail may submit for a client. Domains compare case-insensitively and may be
 * configured with or without a leading '@'. A client without configured domains restricts nothing (the
 * client was found by the e-mail domain in the first place).
 */
export function isEmailDomainAllowed(
  email: string | null | undefined,
  allowedEmailDomains: readonly string[] | null | undefined,
  skipEmailDomainValidation?: boolean | null,
): boolean {
  if (skipEmailDomainValidation || !allowedEmailDomains || allowedEmailDomains.length === 0) return true;
  const domain = emailDomainOf(email);
  return allowedEmailDomains.some((d) => d.trim().replace(/^@/, '').toLowerCase() === domain);
}

/** The unsigned e-mail field of the request form (format, then allowed domain). */
export function requestEmailSchema(client?: {
  allowedEmailDomains?: readonly string[] | null;
  createProjectSettings?: { skipEmailDomainValidation?: boolean | null } | null;
}) {
  return emailSchema(() => MESSAGES.INVALID_EMAIL_FORMAT).test(
    'allowed-domain',
    () => MESSAGES.EMAIL_DOMAIN_NOT_ALLOWED,
    (value) =>
      isEmailDomainAllowed(
        value,
        client?.allowedEmailDomains,
        client?.createProjectSettings?.skipEmailDomainValidation,
      ),
  );
}

export function includesSource(
  sourceId: string | null | undefined,
  targetIds: readonly string[] | null | undefined,
): boolean {
  return !!sourceId && (targetIds ?? []).includes(sourceId);
}

/** Target languages: required, and never the source. */
export function targetLanguagesError(
  sourceId: string | null | undefined,
  targetIds: readonly string[] | null | undefined,
): string | undefined {
  if (!targetIds || targetIds.length === 0) return MESSAGES.REQUIRED;
  return includesSource(sourceId, targetIds) ? MESSAGES.TARGETS_INCLUDE_SOURCE : undefined;
}

/** The text method: something other than whitespace. */
export function textInputError(text: string | null | undefined): string | undefined {
  return text && text.trim() ? undefined : MESSAGES.REQUIRED;
}

/** The same-language warning (not an error) while a target equals the source. */
export function sameLanguageWarning(
  sourceId: string | null | undefined,
  targetIds: readonly string[] | null | undefined,
): string | undefined {
  return includesSource(sourceId, targetIds) ? MESSAGES.SAME_LANGUAGE_WARNING : undefined;
}
