// mfa status | enable | disable: the MFA dialog's steps (platform/flows/authenticatorMfa). `enable` prints
// the otpauth URI and the secret (a QR code too on a terminal) and then, on a terminal, asks for the code;
// elsewhere `mfa enable --code <digits>` verifies in a later run (the pool keeps the associated secret).
import type * as QrCodeModule from 'qrcode';
import { AUTHENTICATOR_SETUP_STEPS, groupedSecret } from '../../src/platform/domain/authenticatorApp';
import { AuthError } from '../../src/platform/auth/authErrors';
import { mfaSettingsRefusal } from '../../src/platform/domain/accountSettings';
import { DEFAULT_CONFIG } from '../../src/platform/config/runtimeConfig';
import { FlowError } from '../../src/platform/flows/flowErrors';
import {
  beginAuthenticatorSetup,
  confirmAuthenticatorSetup,
  disableAuthenticator,
} from '../../src/platform/flows/authenticatorMfa';
import type { ActionContext } from '../action';
import { CliFailure, UsageError } from '../errors';
import { fields } from '../format';
import { accountOf } from './accountSubject';

async function mfaAccount(ctx: ActionContext) {
  const account = await accountOf(ctx);
  if (ctx.globals.impersonate)
    throw new UsageError('MFA settings are your own: run `llts mfa` without --impersonate.');
  const refusal = mfaSettingsRefusal(account.subject);
  if (refusal) throw new FlowError('mfaUnavailable', refusal);
  return { ...account, auth: (await ctx.runtime()).auth };
}

const statusLine = (enabled: boolean) => `Authenticator app MFA is ${enabled ? 'enabled' : 'disabled'}.`;

export async function status(ctx: ActionContext): Promise<void> {
  const { me, auth } = await mfaAccount(ctx);
  const enabled = await auth.isAuthenticatorEnabled();
  ctx.out.result({ username: me.username, enabled }, () => statusLine(enabled));
}

type QrCodeLibrary = typeof QrCodeModule;

/** A terminal QR code of the URI (the same `qrcode` library as the portal), or nothing where it cannot draw. */
async function terminalQr(uri: string): Promise<string | undefined> {
  try {
    const module = await import('qrcode');
    // The CommonJS exports object: a bundle's namespace of it leaves out `toString` (every object has one).
    const qrcode =
      (module as unknown as { default?: QrCodeLibrary }).default ?? (module as unknown as QrCodeLibrary);
    return await qrcode.toString(uri, { type: 'terminal', small: true });
  } catch {
    return undefined;
  }
}

type MfaAuth = Awaited<ReturnType<typeof mfaAccount>>['auth'];

// Cognito's answer to a code with no setup under way (InvalidParameterException, "call
// AssociateSoftwareToken first") speaks to developers; the portal's dialog never gets it, the CLI can.
const NO_SETUP_UNDER_WAY =
  'No authenticator app setup is under way: run `llts mfa enable` first, then verify with `llts mfa enable --code <the 6 digits of your app>`.';

async function verify(ctx: ActionContext, auth: MfaAuth, code: string, username: string) {
  try {
    await confirmAuthenticatorSetup(auth, code);
  } catch (error) {
    if (error instanceof AuthError && error.code === 'InvalidParameterException')
      throw new CliFailure(NO_SETUP_UNDER_WAY);
    throw error;
  }
  ctx.out.result({ username, enabled: true }, () => [
    statusLine(true),
    'From your next sign-in, you will be asked for the code of your authenticator app.',
  ]);
}

export async function enable(ctx: ActionContext): Promise<void> {
  const { me, auth } = await mfaAccount(ctx);
  const { code } = ctx.opts as { code?: string };
  if (code !== undefined) return verify(ctx, auth, code, me.username);

  const issuer = ctx.streams.env.LLTS_PRODUCT_NAME?.trim() || DEFAULT_CONFIG.productName;
  const setup = await beginAuthenticatorSetup(auth, { issuer, username: me.username });
  const stdin = ctx.streams.stdin;
  const interactive = stdin?.isTTY === true && !ctx.out.json;
  const qr = !ctx.out.json && ctx.streams.stdout.isTTY === true ? await terminalQr(setup.uri) : undefined;
  const shown = [
    ...AUTHENTICATOR_SETUP_STEPS.map((step, index) => `${index + 1}. ${step}`),
    '',
    ...(qr ? [qr] : []),
    ...fields([
      ['otpauth URI', setup.uri],
      ['secret key', groupedSecret(setup.secret)],
    ]),
  ];
  if (!interactive) {
    ctx.out.result(
      { username: me.username, enabled: false, secret: setup.secret, uri: setup.uri },
      () => shown,
    );
    ctx.out.note('Then verify with: llts mfa enable --code <the 6 digits of your app>');
    return;
  }
  ctx.streams.stdout.write(`${shown.join('\n')}\n`);
  const typed = (await stdin.readLine('Code from your authenticator app: ', { echo: true })) ?? '';
  return verify(ctx, auth, typed, me.username);
}

export async function disable(ctx: ActionContext): Promise<void> {
  const { me, auth } = await mfaAccount(ctx);
  await disableAuthenticator(auth);
  ctx.out.result({ username: me.username, enabled: false }, () => statusLine(false));
}
