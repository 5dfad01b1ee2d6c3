import { describe, expect, it, vi } from 'vitest';
import { createEmailVerification } from '../../../../src/platform/flows/emailVerificationDialog';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { clientFor, useRuntimeBackend } from '../../../fixtures/support/runtimeBackend';
import { sentTo } from './support';

const SEND = '/userAccount/actions/sendEmailVerificationCode';
const VALIDATE = '/userAccounts/actions/validateEmailVerificationCode';
const EMAIL = 'ann@acme.example';

describe('the e-mail verification dialog', () => {
  // A visitor (no sign-in), as on the request form; the fixtures mail a six-digit code per send.
  const backend = useRuntimeBackend();
  const http = clientFor();
  const sent = () => sentTo(backend());
  const sends = () => sent().filter((s) => s.path === SEND);
  /** The code the backend mailed last. */
  const mailed = () => backend().lastVerificationCode(EMAIL)!;

  it('sends a code on open, once, to the address', async () => {
    const dialog = createEmailVerification(http, EMAIL, { onVerified: vi.fn() });
    expect(dialog.getState().phase).toBe('sending');
    await Promise.all([dialog.open(), dialog.open()]);
    expect(sends().map((s) => s.body)).toEqual([{ email: EMAIL }]);
    expect(mailed()).toMatch(/^\d{6}$/);
    expect(dialog.getState()).toMatchObject({ phase: 'ready', sent: 1, canResend: true, canVerify: false });
  });

  it('Verify is enabled only at six characters', async () => {
    const dialog = createEmailVerification(http, EMAIL, { onVerified: vi.fn() });
    await dialog.open();
    for (const [code, enabled] of [
      ['12345', false],
      ['123456', true],
      ['1234567', false],
      [' 123456 ', true],
    ] as const) {
      dialog.setCode(code);
      expect(dialog.getState().canVerify, code).toBe(enabled);
    }
    dialog.setCode('12345');
    expect(await dialog.verify()).toBe(false);
    expect(sent().some((s) => s.path === VALIDATE)).toBe(false);
  });

  it('a refused code shows the invalid-code message, which goes once the code changes; success reports the code', async () => {
    const onVerified = vi.fn();
    const dialog = createEmailVerification(http, EMAIL, { onVerified });
    await dialog.open();
    const code = mailed();
    const wrong = code === '111111' ? '222222' : '111111';
    dialog.setCode(wrong);
    expect(await dialog.verify()).toBe(false);
    expect(dialog.getState()).toMatchObject({ phase: 'ready', error: MESSAGES.INVALID_VERIFICATION_CODE });
    expect(onVerified).not.toHaveBeenCalled();
    dialog.setCode('22222');
    expect(dialog.getState().error).toBeUndefined();
    dialog.setCode(` ${code}`);
    expect(await dialog.verify()).toBe(true);
    expect(
      sent()
        .filter((s) => s.path === VALIDATE)
        .map((s) => s.body),
    ).toEqual([
      { email: EMAIL, verificationCode: wrong },
      { email: EMAIL, verificationCode: code },
    ]);
    expect(onVerified).toHaveBeenCalledWith(code);
    expect(dialog.getState()).toMatchObject({ phase: 'verified', canVerify: false, canResend: false });
  });

  it('resend clears the code and sends again; listeners see each step', async () => {
    const dialog = createEmailVerification(http, EMAIL, { onVerified: vi.fn() });
    const phases: string[] = [];
    dialog.subscribe(() => phases.push(dialog.getState().phase));
    await dialog.open();
    const first = mailed();
    dialog.setCode('123456');
    await dialog.resend();
    expect(dialog.getState()).toMatchObject({ code: '', sent: 2, phase: 'ready' });
    expect(sends()).toHaveLength(2);
    // A new code went out: the first one no longer passes.
    expect(mailed()).not.toBe(first);
    expect(phases).toEqual(['sending', 'ready', 'ready', 'sending', 'ready']);
  });

  it("a failed send or check shows the catalogue's message and lets the user try again", async () => {
    backend().injectFault({
      method: 'POST',
      path: SEND,
      status: 503,
      body: { message: 'Mail server down', errorCode: 'MAIL' },
    });
    // A failure without a message of its own: the catalogue's words for the status.
    backend().injectFault({ method: 'POST', path: VALIDATE, status: 500, body: {} });
    const dialog = createEmailVerification(http, EMAIL, { onVerified: vi.fn() });
    await dialog.open();
    expect(dialog.getState()).toMatchObject({
      phase: 'ready',
      sent: 0,
      sendError: 'Mail server down [Error code: MAIL]',
      error: undefined,
    });
    await dialog.resend();
    expect(dialog.getState()).toMatchObject({ sent: 1, sendError: undefined });
    expect(sends()).toHaveLength(2);
    dialog.setCode(mailed());
    expect(await dialog.verify()).toBe(false);
    expect(dialog.getState().error).toBe('Internal Server Error');
    expect(dialog.getState().canVerify).toBe(true);
  });

  it('after close, late answers change nothing and nothing is reported', async () => {
    const onVerified = vi.fn();
    const dialog = createEmailVerification(http, EMAIL, { onVerified });
    await dialog.open();
    dialog.setCode(mailed());
    const pending = dialog.verify();
    dialog.close();
    await pending;
    expect(onVerified).not.toHaveBeenCalled();
    expect(dialog.getState().phase).toBe('verifying');
  });
});
