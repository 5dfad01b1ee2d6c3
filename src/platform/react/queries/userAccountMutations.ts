// Changes to the signed-in user's account.
import { assignClient } from '../../api/userAccount';
import { useApiChange } from '../useApiMutate';
import { userAccountKey } from './userAccount';

/**
 * Links the account to the chosen organisation (POST assignClient); then everything about the account
 * (the account, its applications, what hangs off it) asks again, so the home shows the tools.
 */
export const useAssignClient = () => useApiChange(assignClient, (mutate) => mutate.prefix(userAccountKey()));
