// password forgot <username>: the sign-in page's "Forgot password?" (platform/flows/passwordReset). Without
// --code a code is e-mailed; on a terminal the command then asks for it and for the new password (twice,
// without echo); elsewhere it stops there, and a second run gives --code with the new password on stdin
// (--password-stdin), as `login` takes a password. It says the same whether or not the account exists.
import { InvalidInputError } from '../../src/platform/flows/flowErrors';
import { resetPassword, sendPasswordResetCode } from '../../src/platform/flows/passwordReset';
import { PASSWORD_RESET_TEXTS as T } from '../../src/platform/flows/passwordResetTexts';
import { verificationCodeSchema } from '../../src/platform/validation/fieldSchemas';
import { validateField } from '../../src/platform/validation/validateSync';
import type { ActionContext } from '../action';
import { UsageError } from '../errors';
import { unreachable } from '../runtime/signIn';

const NO_PASSWORD =
  'Give the new password on stdin with --password-stdin, or run the command on a terminal to type it.';

export async function forgot(ctx: ActionContext): Promise<void> {
  const [username] = ctx.args as [string];
  const { code } = ctx.opts as { code?: string };
  const stdin = ctx.streams.stdin;
  const interactive = stdin?.isTTY === true && !ctx.out.json;
  // A malformed code is the user's to fix before anything is asked or sent.
  const codeProblem = code === undefined ? undefined : validateField(verificationCodeSchema, code);
  if (codeProblem) throw new InvalidInputError({ code: codeProblem });
  const runtime = await ctx.runtime();
  const identity = <T>(call: Promise<T>) =>
    call.catch((error: unknown) => unreachable(error, runtime.pool.endpoint));

  if (code === undefined) {
    await identity(sendPasswordResetCode(runtime.auth, username));
    if (!interactive) {
      ctx.out.result({ username, codeSent: true }, () => T.codeSent);
      ctx.out.note(
        `Then: printf '%s\\n' "$NEW_PASSWORD" | llts --password-stdin password forgot ${username} --code <code>`,
      );
      return;
    }
    ctx.out.note(T.codeSent);
  }
  const given = code ?? (await stdin!.readLine(`${T.code}: `, { echo: true })) ?? '';
  const piped = ctx.globals.password;
  if (piped === undefined && !interactive) throw new UsageError(NO_PASSWORD);
  const newPassword = piped ?? (await stdin!.readLine(`${T.newPassword}: `)) ?? '';
  // A password given once on purpose is not asked again; typed ones are, as on the page.
  const repeatPassword = piped ?? (await stdin!.readLine(`${T.repeatPassword}: `)) ?? '';
  await identity(resetPassword(runtime.auth, { username, code: given, newPassword, repeatPassword }));
  ctx.out.result({ username, passwordReset: true }, () => T.done);
}
