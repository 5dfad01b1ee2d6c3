// Which company a sign-up goes to (part 1 §4, "Sign-up phases"), from the client configs found for the
// e-mail's domain and the optional client id and token of the sign-up link. Pure: no calls.
import { CLIENT_STATUS_ACTIVE } from '../domain/enums';
import type { ClientConfig } from '../domain/entities/clientConfig';
import type { ClientLink } from '../domain/clientLink';

export type SignUpMatch =
  | { kind: 'client'; client: ClientConfig }
  /** Several companies and no client id in the link: the user picks one of the ACTIVE ones. */
  | { kind: 'choose'; choices: ClientConfig[] }
  | { kind: 'companyNotFound' }
  | { kind: 'invalidClientId' }
  | { kind: 'invalidToken' };

/** A link that names a client must carry that client's sign-up token. */
function withToken(client: ClientConfig, link: ClientLink): SignUpMatch {
  if (link.clientId !== undefined && link.token !== (client.signUpToken ?? undefined))
    return { kind: 'invalidToken' };
  return { kind: 'client', client };
}

export function matchSignUpClient(configs: readonly ClientConfig[], link: ClientLink): SignUpMatch {
  if (configs.length === 0) return { kind: 'companyNotFound' };
  if (configs.length === 1) {
    const [only] = configs;
    if (link.clientId !== undefined && link.clientId !== only.clientId) return { kind: 'invalidClientId' };
    return withToken(only, link);
  }
  if (link.clientId === undefined) {
    const choices = configs.filter((config) => config.status === CLIENT_STATUS_ACTIVE);
    // Nothing to offer is the same, for the user, as no company at all.
    return choices.length > 0 ? { kind: 'choose', choices } : { kind: 'companyNotFound' };
  }
  const named = configs.find((config) => config.clientId === link.clientId);
  return named ? withToken(named, link) : { kind: 'invalidClientId' };
}
