// The account the account-settings commands act for: the session's roles and federation, and the
// organisation's settings from GET /userAccount (the drawer's rules read the same).
import { getUserAccount } from '../../src/platform/api/userAccount';
import type { AccountSettingsSubject } from '../../src/platform/domain/accountSettings';
import type { SessionUser } from '../../src/platform/domain/entities/sessionUser';
import type { HttpClient } from '../../src/platform/http/client';
import type { ActionContext } from '../action';

export interface CliAccount {
  me: SessionUser;
  http: HttpClient;
  subject: AccountSettingsSubject & { username: string };
}

export async function accountOf(ctx: ActionContext): Promise<CliAccount> {
  const runtime = await ctx.runtime();
  const me = await runtime.user();
  const http = await runtime.http();
  const account = await getUserAccount(http);
  const actingAs = ctx.globals.impersonate?.trim() || undefined;
  const subject = actingAs
    ? {
        username: account.loginName || actingAs,
        roles: account.roles,
        isFederatedSsoAccount: false,
        clientConfig: account.clientConfig,
      }
    : {
        username: me.username,
        roles: me.roles,
        isFederatedSsoAccount: me.isFederatedSsoAccount,
        clientConfig: account.clientConfig,
      };
  return { me, http, subject };
}
