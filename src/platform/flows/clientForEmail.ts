// Which client an unsigned visitor's request goes to (part 2 §2.2): client configurations are looked up
// by the e-mail's domain; one active match is the client, several need a choice, none means the
// generic web form, and inactive or closed clients stop the flow with their own message.
import { listClientConfigs } from '../api/clientConfigs';
import { CLIENT_STATUS_ACTIVE } from '../domain/enums';
import type { ClientConfig } from '../domain/entities/clientConfig';
import type { HttpClient } from '../http/client';
import { activeLabels } from '../i18n/runtime';
import { formatList } from '../locale/lists';
import { MESSAGES } from '../validation/messages';
import { emailDomainOf } from '../validation/requestForm';
import { FlowError } from './flowErrors';
import { flowMessages } from './flowMessages';

/** The choice among several companies, naming each (id and name). */
const chooseCompany = (companies: readonly string[]) =>
  flowMessages.t('flows.chooseCompany', { companies: formatList(companies) });

/** In the language active when read (English in the CLI). */
export const CLIENT_SELECTION_MESSAGES = Object.defineProperties(
  activeLabels(flowMessages, {
    inactiveClient: 'flows.inactiveClient',
    unauthenticatedDisabled: 'flows.unauthenticatedDisabled',
    companyNotFound: 'flows.companyNotFound',
  }),
  // The words before the companies' list, for a caller that lists them itself.
  { chooseCompany: { enumerable: true, get: () => chooseCompany([]).trimEnd() } },
) as Readonly<
  Record<'inactiveClient' | 'unauthenticatedDisabled' | 'companyNotFound' | 'chooseCompany', string>
>;

/** The generic web form: no client matched the domain (origination WEBFORM, estimate only). */
export type ClientChoice = { kind: 'client'; client: ClientConfig } | { kind: 'webform' };

export async function clientForEmail(
  http: HttpClient,
  email: string,
  options: { clientId?: string; signedIn?: boolean } = {},
): Promise<ClientChoice> {
  const emailDomain = emailDomainOf(email);
  // Without a domain the lookup would answer every company: never ask it that.
  if (!emailDomain) throw new FlowError('invalidEmail', MESSAGES.INVALID_EMAIL_FORMAT);
  const matches = await listClientConfigs(http, { emailDomain });
  if (options.clientId) {
    const chosen = matches.find((c) => c.clientId === options.clientId);
    if (!chosen) throw new FlowError('companyNotFound', CLIENT_SELECTION_MESSAGES.companyNotFound);
    return checked(chosen, options.signedIn);
  }
  if (matches.length === 0) return { kind: 'webform' };
  const active = matches.filter((c) => c.status === CLIENT_STATUS_ACTIVE);
  if (active.length === 0) throw new FlowError('inactiveClient', CLIENT_SELECTION_MESSAGES.inactiveClient);
  // Companies that refuse visitors are hidden from the selector unless the user is signed in.
  const open = active.filter(
    (c) => options.signedIn || !c.createProjectSettings?.disableUnauthenticatedSubmissions,
  );
  if (open.length === 0) {
    throw new FlowError('unauthenticatedDisabled', CLIENT_SELECTION_MESSAGES.unauthenticatedDisabled);
  }
  if (open.length === 1) return { kind: 'client', client: open[0] };
  throw new FlowError('chooseCompany', chooseCompany(open.map((c) => `${c.clientId} (${c.companyName})`)));
}

function checked(client: ClientConfig, signedIn?: boolean): ClientChoice {
  if (client.status !== CLIENT_STATUS_ACTIVE) {
    throw new FlowError('inactiveClient', CLIENT_SELECTION_MESSAGES.inactiveClient);
  }
  if (!signedIn && client.createProjectSettings?.disableUnauthenticatedSubmissions) {
    throw new FlowError('unauthenticatedDisabled', CLIENT_SELECTION_MESSAGES.unauthenticatedDisabled);
  }
  return { kind: 'client', client };
}
