// Which form a person lands on in Create request (part 2 §2.2): the signed-in flow (own organisation,
// or a choice among the linked and matching ones), the unsigned flow (by the e-mail's domain), and the
// external link (a client id and its createProjectToken). Each answer is a state the portal renders; the
// rules are here once, next to clientForEmail, which the CLI uses.
import { getClientConfig, listClientConfigs } from '../api/clientConfigs';
import { getUserAccount } from '../api/userAccount';
import { decodeClientLink } from '../domain/clientLink';
import { CLIENT_STATUS_ACTIVE } from '../domain/enums';
import type { ClientConfig } from '../domain/entities/clientConfig';
import { compareNames } from '../domain/names';
import type { HttpClient } from '../http/client';
import { activeLabels } from '../i18n/runtime';
import { emailDomainOf } from '../validation/requestForm';
import { CLIENT_SELECTION_MESSAGES } from './clientForEmail';
import { requestEntryMessages } from './i18n/createRequestEntry/messages';
import { organisationChoices } from './organisationChoices';

/**
 * The entry answers' words, each said in the language active when it is read (English in Node); an inactive
 * company and one that wants sign-in say what the client selection says.
 */
export const CREATE_REQUEST_ENTRY_TEXTS = Object.defineProperties(
  activeLabels(requestEntryMessages, {
    invalidUrlTitle: 'requestEntry.invalidUrlTitle',
    invalidUrl: 'requestEntry.invalidUrl',
    chooseCompany: 'requestEntry.chooseCompany',
    chooseOrganisation: 'requestEntry.chooseOrganisation',
  }),
  {
    inactiveClient: { enumerable: true, get: () => CLIENT_SELECTION_MESSAGES.inactiveClient },
    unauthenticatedDisabled: {
      enumerable: true,
      get: () => CLIENT_SELECTION_MESSAGES.unauthenticatedDisabled,
    },
  },
) as Readonly<
  Record<
    | 'inactiveClient'
    | 'unauthenticatedDisabled'
    | 'invalidUrlTitle'
    | 'invalidUrl'
    | 'chooseCompany'
    | 'chooseOrganisation',
    string
  >
>;

export type CreateRequestEntry =
  | { kind: 'form'; client: ClientConfig | undefined; email?: string }
  | { kind: 'choose'; clients: ClientConfig[]; email?: string }
  | { kind: 'inactiveClient' }
  | { kind: 'unauthenticatedDisabled' }
  | { kind: 'invalidUrl' };

const byName = (a: ClientConfig, b: ClientConfig) => compareNames(a.companyName, b.companyName);
const isActive = (client: ClientConfig) => client.status === CLIENT_STATUS_ACTIVE;

/**
 * A visitor's e-mail: one active match is its form; several, a choice of the active ones (those that refuse
 * visitors hidden unless signed in); none, the generic web form; matches but none active, the inactive
 * message; only clients that refuse visitors, the sign-in notice.
 */
export async function visitorEntry(
  http: HttpClient,
  email: string,
  signedIn = false,
): Promise<CreateRequestEntry> {
  const matches = await listClientConfigs(http, { emailDomain: emailDomainOf(email) });
  if (matches.length === 0) return { kind: 'form', client: undefined, email };
  const active = matches.filter(isActive);
  if (active.length === 0) return { kind: 'inactiveClient' };
  const open = active.filter((c) => signedIn || !c.createProjectSettings?.disableUnauthenticatedSubmissions);
  if (open.length === 0) return { kind: 'unauthenticatedDisabled' };
  if (open.length === 1) return { kind: 'form', client: open[0], email };
  return { kind: 'choose', clients: [...open].sort(byName), email };
}

/** A signed-in user: their own organisation, or a choice when linked or matching active ones exist. */
export async function signedInEntry(http: HttpClient): Promise<CreateRequestEntry> {
  const account = await getUserAccount(http);
  const own = account.clientConfig ?? undefined;
  if (own && !isActive(own)) return { kind: 'inactiveClient' };
  const others = await organisationChoices(http, account.email);
  const clients = [...(own ? [own] : []), ...others.filter((c) => c.clientId !== own?.clientId)].sort(byName);
  if (clients.length === 0) return { kind: 'form', client: undefined, email: account.email };
  if (clients.length === 1) return { kind: 'form', client: clients[0], email: account.email };
  return { kind: 'choose', clients, email: account.email };
}

/**
 * An external link /createProject/{clientId}/{token}, from its route segments: the client id decodes as
 * every client link does (base64, then URL-encoded), and the token must be the client's createProjectToken.
 */
export async function linkEntry(
  http: HttpClient,
  clientIdSegment: string | undefined,
  tokenSegment: string | undefined,
): Promise<CreateRequestEntry> {
  const decoded = decodeClientLink(clientIdSegment, tokenSegment);
  if (!decoded.ok || !decoded.link.clientId || !decoded.link.token) return { kind: 'invalidUrl' };
  const { clientId, token } = decoded.link;
  let client: ClientConfig;
  try {
    client = await getClientConfig(http, clientId);
  } catch (error) {
    if ((error as { status?: number }).status === 404) return { kind: 'invalidUrl' };
    throw error;
  }
  if (!client.createProjectToken || client.createProjectToken !== token) return { kind: 'invalidUrl' };
  if (!isActive(client)) return { kind: 'inactiveClient' };
  return { kind: 'form', client };
}
