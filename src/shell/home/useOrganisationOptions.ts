import type { SessionUser } from '../../platform/domain/entities/sessionUser';
import { organisationChoices } from '../../platform/flows/organisationChoices';
import { useApiQuery } from '../../platform/react/useApiQuery';

/** The organisations offered by the picker (the rule is the platform's: organisationChoices). */
export function useOrganisationOptions(user: SessionUser) {
  return useApiQuery(['organisationOptions'], (http) => organisationChoices(http, user.email));
}
