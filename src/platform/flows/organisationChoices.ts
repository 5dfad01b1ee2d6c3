// The organisations a client user without a client config may choose from after sign-in (part 1 §4). The
// spec leaves the source open: the organisations the account is linked to (GET /userAccount/linkedClients),
// which the provider curates, else the client configurations of the user's e-mail domain. Only ACTIVE
// ones, sorted by name, as in every other company list.
import { listClientConfigs } from '../api/clientConfigs';
import { listLinkedClients } from '../api/userAccount';
import { CLIENT_STATUS_ACTIVE } from '../domain/enums';
import type { ClientConfig } from '../domain/entities/clientConfig';
import { compareNames } from '../domain/names';
import type { HttpClient } from '../http/client';
import { emailDomainOf } from '../validation/requestForm';

export async function organisationChoices(
  http: HttpClient,
  email: string | undefined,
): Promise<ClientConfig[]> {
  const linked = await listLinkedClients(http);
  const domain = emailDomainOf(email);
  const candidates =
    linked.length || !domain ? linked : await listClientConfigs(http, { emailDomain: domain });
  return candidates
    .filter((config) => config.status === CLIENT_STATUS_ACTIVE)
    .sort((a, b) => compareNames(a.companyName, b.companyName));
}
