// org-users list | disable-mfa | disable | enable: the Organization Users tab over
// platform/flows/organizationUsers (the same search, the same availability rules per row).
import { organizationUsersRefusal } from '../../src/platform/domain/accountSettings';
import {
  fullName,
  matchesOrganizationUserSearch,
  ORGANIZATION_USER_ACTION_LABELS,
  ORGANIZATION_USER_QUESTIONS,
  organizationUserActions,
  type OrganizationUser,
  type OrganizationUserAction,
} from '../../src/platform/domain/organizationUsers';
import { FlowError } from '../../src/platform/flows/flowErrors';
import {
  findOrganizationUser,
  loadOrganizationUsers,
  runOrganizationUserAction,
} from '../../src/platform/flows/organizationUsers';
import type { ActionContext } from '../action';
import { consentFor } from '../confirm';
import { UsageError } from '../errors';
import { table } from '../format';
import { accountOf } from './accountSubject';

async function manager(ctx: ActionContext) {
  const account = await accountOf(ctx);
  const refusal = organizationUsersRefusal(account.subject);
  if (refusal) throw new FlowError('forbidden', refusal);
  return account;
}

const yesNo = (value: boolean | undefined) => (value === undefined ? '?' : value ? 'yes' : 'no');
const accountStatus = (user: OrganizationUser) =>
  user.identity ? (user.identity.isAccountEnabled ? 'Enabled' : 'Disabled') : 'unknown';

const asJson = (user: OrganizationUser) => ({
  clientContactId: user.contact.id,
  username: user.identity?.username ?? null,
  name: fullName(user.contact),
  email: user.contact.email,
  accountEnabled: user.identity?.isAccountEnabled ?? null,
  mfaEnabled: user.identity?.isMfaEnabled ?? null,
});

export async function list(ctx: ActionContext): Promise<void> {
  const { http } = await manager(ctx);
  const search = (ctx.opts as { search?: string }).search ?? '';
  const users = (await loadOrganizationUsers(http)).filter((user) =>
    matchesOrganizationUserSearch(user.contact, search),
  );
  ctx.out.result(users.map(asJson), () =>
    users.length
      ? table(
          ['username', 'name', 'e-mail', 'account', 'MFA'],
          users.map((user) => [
            user.identity?.username ?? '',
            fullName(user.contact),
            user.contact.email,
            accountStatus(user),
            yesNo(user.identity?.isMfaEnabled),
          ]),
        )
      : 'No users match.',
  );
}

/** The actions that take something away from a colleague ask first; enabling an account does not. */
const ASKS: ReadonlySet<OrganizationUserAction> = new Set(['disableAccount', 'disableMfa']);

function action(kind: OrganizationUserAction) {
  return async (ctx: ActionContext): Promise<void> => {
    const consent = ASKS.has(kind) ? consentFor(ctx) : undefined;
    const { http, subject } = await manager(ctx);
    const name = String(ctx.args[0] ?? '').trim();
    if (!name) throw new UsageError('Name the user: a username or an e-mail address.');
    const user = findOrganizationUser(await loadOrganizationUsers(http), name);
    if (!user) throw new FlowError('notFound', `No user of your organisation is called '${name}'.`);
    // An action the rules refuse (own account, ...) is refused by the flow without a question first.
    if (organizationUserActions(user, subject.username).includes(kind)) {
      await consent?.ask(() =>
        ORGANIZATION_USER_QUESTIONS[kind](fullName(user.contact) || user.contact.email),
      );
    }
    const identity = await runOrganizationUserAction(http, user, kind, subject.username);
    ctx.out.result(
      asJson({ ...user, identity }),
      () => `${ORGANIZATION_USER_ACTION_LABELS[kind]}: done for ${identity.username}.`,
    );
  };
}

export const actions = {
  'disable-mfa': action('disableMfa'),
  disable: action('disableAccount'),
  enable: action('enableAccount'),
} as const;
