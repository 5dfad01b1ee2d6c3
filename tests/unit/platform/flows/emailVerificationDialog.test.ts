import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmailVerification } from '../../../../src/platform/flows/emailVerificationDialog';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { useFakeApi } from './support';

const SEND = 'POST /userAccount/actions/sendEmailVerificationCode';
const VALIDATE = 'POST /userAccounts/actions/validateEmailVerificationCode';

describe('the e-mail verification dialog', () => {
  const api = useFakeApi();
  beforeEach(() => {
    api.install();
    api.answer(SEND, undefined);
  });
  const sends = () => api.sent.filter((s) => s.path.endsWith('sendEmailVerificationCode'));

  it('sends a code on open, once, to the address', async () => {
    const dialog = createEmailVerification(api.client(), 'ann@acme.example', { onVerified: vi.fn() });
    expect(dialog.getState().phase).toBe('sending');
    await Promise.all([dialog.open(), dialog.open()]);
    expect(sends().map((s) => s.body)).toEqual([{ email: 'ann@acme.example' }]);
    expect(dialog.getState()).toMatchObject({ phase: 'ready', sent: 1, canResend: true, canVerify: false });
  });

  it('Verify is enabled only at six characters', async () => {
    const dialog = createEmailVerification(api.client(), 'ann@acme.example', { onVerified: vi.fn() });
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
    expect(api.sent.some((s) => s.path.endsWith('validateEmailVerificationCode'))).toBe(false);
  });

  it('a refused code shows the invalid-code message, which goes once the code changes; success reports the code', async () => {
    const onVerified = vi.fn();
    api.answer(VALIDATE, { isValid: false }, { isValid: true });
    const dialog = createEmailVerification(api.client(), 'ann@acme.example', { onVerified });
    await dialog.open();
    dialog.setCode('111111');
    expect(await dialog.verify()).toBe(false);
    expect(dialog.getState()).toMatchObject({ phase: 'ready', error: MESSAGES.INVALID_VERIFICATION_CODE });
    expect(onVerified).not.toHaveBeenCalled();
    dialog.setCode('22222');
    expect(dialog.getState().error).toBeUndefined();
    dialog.setCode(' 222222');
    expect(await dialog.verify()).toBe(true);
    expect(api.sent.at(-1)!.body).toEqual({ email: 'ann@acme.example', verificationCode: '222222' });
    expect(onVerified).toHaveBeenCalledWith('222222');
    expect(dialog.getState()).toMatchObject({ phase: 'verified', canVerify: false, canResend: false });
  });

  it('resend clears the code and sends again; listeners see each step', async () => {
    const dialog = createEmailVerification(api.client(), 'ann@acme.example', { onVerified: vi.fn() });
    const phases: string[] = [];
    dialog.subscribe(() => phases.push(dialog.getState().phase));
    await dialog.open();
    dialog.setCode('123456');
    await dialog.resend();
    expect(dialog.getState()).toMatchObject({ code: '', sent: 2, phase: 'ready' });
    expect(sends()).toHaveLength(2);
    expect(phases).toEqual(['sending', 'ready', 'ready', 'sending', 'ready']);
  });

  it("a failed send or check shows the catalogue's message and lets the user try again", async () => {
    api.answer(
      SEND,
      HttpResponse.json({ message: 'Mail server down', errorCode: 'MAIL' }, { status: 503 }),
      undefined,
    );
    api.answer(VALIDATE, new HttpResponse(null, { status: 500 }));
    const dialog = createEmailVerification(api.client(), 'ann@acme.example', { onVerified: vi.fn() });
    await dialog.open();
    expect(dialog.getState()).toMatchObject({
      phase: 'ready',
      sent: 0,
      sendError: 'Mail server down [Error code: MAIL]',
      error: undefined,
    });
    await dialog.resend();
    expect(dialog.getState()).toMatchObject({ sent: 1, sendError: undefined });
    dialog.setCode('123456');
    expect(await dialog.verify()).toBe(false);
    expect(dialog.getState().error).toBe('Internal Server Error');
    expect(dialog.getState().canVerify).toBe(true);
  });

  it('after close, late answers change nothing and nothing is reported', async () => {
    const onVerified = vi.fn();
    api.answer(VALIDATE, { isValid: true });
    const dialog = createEmailVerification(api.client(), 'ann@acme.example', { onVerified });
    await dialog.open();
    dialog.setCode('123456');
    const pending = dialog.verify();
    dialog.close();
    await pending;
    expect(onVerified).not.toHaveBeenCalled();
    expect(dialog.getState().phase).toBe('verifying');
  });
});
