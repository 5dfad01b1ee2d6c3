// login, logout, whoami, apps.
import { getEnabledApplications, getUserAccount } from '../../src/platform/api/userAccount';
import { getBranch } from '../../src/platform/api/branches';
import { readStoredSession } from '../../src/platform/auth/storedSession';
import type { ActionContext } from '../action';
import { UsageError } from '../errors';
import { fields, table } from '../format';
import { credentialsOf } from '../globals';
import { signInWithPassword } from '../runtime/signIn';

export async function login(ctx: ActionContext): Promise<void> {
  const runtime = await ctx.runtime();
  const { user, password } = credentialsOf(ctx.globals, ctx.streams.env);
  if (!user) throw new UsageError('Who? Pass --user <username> (or set LLTS_USER).');
  const demo = runtime.demoPasswords ? await import('../../fixtures/data/personas') : undefined;
  // On a terminal the password is asked for without echo (like docker login), never required on the command line.
  const stdin = ctx.streams.stdin;
  const pass =
    password ?? demo?.DEMO_PASSWORD ?? (stdin?.isTTY ? await stdin.readLine('Password: ') : undefined);
  if (!pass) throw new UsageError(`--password (or LLTS_PASSWORD) is needed to sign in as ${user}.`);
  const { code, totpSecret } = ctx.opts as { code?: string; totpSecret?: string };
  // Sign in against the stored session itself, whatever --user did to the runtime's own session.
  const { createAuthService } = await import('../../src/platform/auth/authService');
  const auth = createAuthService({
    pool: () => runtime.pool,
    storage: runtime.storedSession,
    now: runtime.clock.now,
  });
  const me = await signInWithPassword(auth, user, pass, { code, totpSecret }, runtime.pool.endpoint);
  ctx.out.result(
    { username: me.username, email: me.email, roles: me.roles },
    () =>
      `Signed in as ${ctx.out.paint.bold(me.username)} (${me.roles.join(', ') || 'no roles'}); the session is kept for later commands.`,
  );
}

/**
 * Forgets the stored session and ends it at the identity service: its refresh token is revoked, or with
 * --everywhere every session of the user (GlobalSignOut). Exit 1 when the service could not be told; the
 * session is forgotten here all the same.
 */
export async function logout(ctx: ActionContext): Promise<void> {
  const runtime = await ctx.runtime();
  const everywhere = (ctx.opts as { everywhere?: boolean }).everywhere === true;
  const had = readStoredSession(runtime.storedSession);
  if (had) {
    const { createAuthService } = await import('../../src/platform/auth/authService');
    const auth = createAuthService({
      pool: () => runtime.pool,
      storage: runtime.storedSession,
      now: runtime.clock.now,
    });
    await auth.signOut({ everywhere });
  }
  ctx.out.result({ signedOut: true, everywhere, username: had?.username ?? null }, () =>
    had ? `Signed out ${had.username}${everywhere ? ' on every device' : ''}.` : 'No session was stored.',
  );
}

export async function whoami(ctx: ActionContext): Promise<void> {
  const runtime = await ctx.runtime();
  const me = await runtime.user();
  const http = await runtime.http();
  // With --impersonate the account is the impersonated user's: the API answers as them.
  const account = await getUserAccount(http);
  const branch = ctx.globals.branch ? await getBranch(http, ctx.globals.branch) : undefined;
  const actingAs = ctx.globals.impersonate?.trim() || undefined;
  const data = {
    username: me.username,
    email: me.email ?? null,
    roles: me.roles,
    federated: me.isFederatedSsoAccount,
    impersonating: actingAs ?? null,
    account: {
      loginName: account.loginName,
      email: account.email,
      roles: account.roles,
      clientId: account.clientConfig?.clientId ?? null,
      companyName: account.clientConfig?.companyName ?? null,
    },
    branch: branch ?? null,
  };
  ctx.out.result(data, () =>
    fields([
      ['user', `${me.username}${actingAs ? ` (Impersonation Mode: acting as ${account.loginName})` : ''}`],
      ['e-mail', account.email],
      ['roles', (actingAs ? account.roles : me.roles).join(', ') || '(none)'],
      [
        'organisation',
        account.clientConfig
          ? `${account.clientConfig.companyName} (${account.clientConfig.clientId})`
          : '(none)',
      ],
      ['federated', me.isFederatedSsoAccount ? 'yes' : undefined],
      [
        'branch',
        branch
          ? [branch.supportEmail, branch.phoneNumber, branch.websiteUrl].filter(Boolean).join(' · ')
          : undefined,
      ],
    ]),
  );
}

export async function apps(ctx: ActionContext): Promise<void> {
  const runtime = await ctx.runtime();
  const { applicationIds } = await getEnabledApplications(await runtime.http());
  ctx.out.result({ applicationIds }, () =>
    applicationIds.length === 0
      ? 'You do not have any applications'
      : table(
          ['application'],
          applicationIds.map((id) => [id]),
        ),
  );
}
