// The user's and the organisation's language groups (GET /userAccount/languageGroups): the language
// pickers add a group's languages, account settings edits them (languageGroupsMutations.ts).
import { listLanguageGroups } from '../../api/languageGroups';
import { useSession } from '../session';
import { useApiQuery } from '../useApiQuery';

export const languageGroupsKey = () => ['userAccount', 'languageGroups'] as const;

/** Signed-in only: a visitor has no groups, so nothing is asked. */
export function useLanguageGroups(enabled = true) {
  const signedIn = !!useSession();
  return useApiQuery(signedIn && enabled && languageGroupsKey(), (http) => listLanguageGroups(http));
}
