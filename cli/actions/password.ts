// password change: the change-password dialog's rules and the identity service's ChangePassword (part 2
// §2.4, §5). The passwords are never options (they would sit in the shell history): typed without echo on
// a terminal, else the first two lines of stdin.
import { FlowError, assertValid } from '../../src/platform/flows/flowErrors';
import { changePasswordSchema } from '../../src/platform/validation/accountSchemas';
import { validateSync } from '../../src/platform/validation/validateSync';
import type { ActionContext } from '../action';
import { UsageError } from '../errors';

export const FEDERATED_PASSWORD_MESSAGE =
  'You sign in through your organisation (single sign-on), so your password cannot be changed here.';

export async function change(ctx: ActionContext): Promise<void> {
  const stdin = ctx.streams.stdin;
  if (!stdin) throw new UsageError('Give the old and the new password on standard input, one per line.');
  const runtime = await ctx.runtime();
  const user = await runtime.user();
  if (user.isFederatedSsoAccount) throw new FlowError('federated', FEDERATED_PASSWORD_MESSAGE);
  const oldPassword = (await stdin.readLine('Old password: ')) ?? '';
  const newPassword = (await stdin.readLine('New password: ')) ?? '';
  // Piped input was written once, on purpose; a terminal asks again as the dialog does.
  const repeatPassword = stdin.isTTY ? ((await stdin.readLine('Repeat new password: ')) ?? '') : newPassword;
  assertValid(validateSync(changePasswordSchema, { oldPassword, newPassword, repeatPassword }));
  await runtime.auth.changePassword(oldPassword, newPassword);
  ctx.out.result({ username: user.username, passwordChanged: true }, () => 'Your password has been changed.');
}
