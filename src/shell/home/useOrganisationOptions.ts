import { listClientConfigs } from '../../platform/api/clientConfigs';
import { listLinkedClients } from '../../platform/api/userAccount';
import { CLIENT_STATUS_ACTIVE } from '../../platform/domain/enums';
import type { ClientConfig } from '../../platform/domain/entities/clientConfig';
import type { SessionUser } from '../../platform/domain/entities/sessionUser';
import { useApiQuery } from '../../platform/react/useApiQuery';

const emailDomain = (email: string | undefined) => email?.split('@')[1]?.trim().toLowerCase() || undefined;
const isActive = (config: ClientConfig) => !config.status || config.status === CLIENT_STATUS_ACTIVE;

/**
 * The organisations offered by the picker. The spec leaves the source open; we use the organisations the
 * account is linked to (GET /userAccount/linkedClients), which the provider curates, and fall back to the
 * client configurations of the user's e-mail domain (the sign-up rule) when there are none. Inactive
 * organisations are left out, as in sign-up's company list.
 */
export function useOrganisationOptions(user: SessionUser) {
  return useApiQuery(['organisationOptions'], async (http) => {
    const linked = await listLinkedClients(http);
    const domain = emailDomain(user.email);
    const candidates =
      linked.length || !domain ? linked : await listClientConfigs(http, { emailDomain: domain });
    return candidates.filter(isActive).sort((a, b) => a.companyName.localeCompare(b.companyName));
  });
}
