// Whom the drawer is about and what the rules allow them: the signed-in user, or while impersonating the
// impersonated account as the API answers for it (its roles and organisation settings).
import type { AccountSettingsSubject } from '../../platform/domain/accountSettings';
import type { UserAccount } from '../../platform/domain/entities/userAccount';
import { useUserAccount } from '../../platform/react/queries/userAccount';
import { useImpersonation, useSession } from '../../platform/react/session';

export interface AccountSubject extends AccountSettingsSubject {
  /** The username the API answers for (the organisation users' "own account"). */
  username: string;
  /** Acting as someone else: MFA settings (the signed-in user's own second factor) are not offered. */
  impersonating: boolean;
  account?: UserAccount;
  accountError?: unknown;
  /** Asks for the account again (the Try again of a failed load). */
  reloadAccount: () => Promise<unknown>;
}

/** Undefined while signed out. The organisation settings arrive with GET /userAccount (cached). */
export function useAccountSubject(): AccountSubject | undefined {
  const user = useSession();
  const { actingAs } = useImpersonation();
  const account = useUserAccount();
  if (!user) return undefined;
  const common = {
    account: account.data,
    accountError: account.error,
    reloadAccount: account.mutate,
    clientConfig: account.data?.clientConfig,
  };
  if (actingAs) {
    const roles = account.data?.roles ?? [];
    return { ...common, username: actingAs, roles, isFederatedSsoAccount: false, impersonating: true };
  }
  return {
    ...common,
    username: user.username,
    roles: user.roles,
    isFederatedSsoAccount: user.isFederatedSsoAccount,
    impersonating: false,
  };
}
