// The organisations a client user without a client configuration may choose from after sign-in
// (organisationChoices: linked clients, else those of the e-mail domain). Apart from userAccount.ts, which
// every signed-in page loads: only the organisation picker needs this rule and its imports.
import { organisationChoices } from '../../flows/organisationChoices';
import { useApiQuery } from '../useApiQuery';

export const organisationOptionsKey = () => ['organisationOptions'] as const;

export function useOrganisationOptions(email: string | undefined) {
  return useApiQuery(organisationOptionsKey(), (http) => organisationChoices(http, email));
}
