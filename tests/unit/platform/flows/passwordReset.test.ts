// The forgotten-password flow over the auth service and the real amazon-cognito-identity-js, against the
// fixtures' pool: what the rules stop before anything is sent, the mailed code, and no answer that tells
// whether an account exists.
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../../src/platform/auth/authErrors';
import { createAuthService } from '../../../../src/platform/auth/authService';
import { InvalidInputError } from '../../../../src/platform/flows/flowErrors';
import { resetPassword, sendPasswordResetCode } from '../../../../src/platform/flows/passwordReset';
import { COMMON_MESSAGES } from '../../../../src/platform/http/catalogue';
import { createMemoryStorage } from '../../../../src/platform/storage/storage';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { DEMO_PASSWORD, FIXTURE_COGNITO } from '../../../../fixtures/node';
import { ORIGIN, useRuntimeBackend } from '../../../fixtures/support/runtimeBackend';

const backend = useRuntimeBackend();
const auth = () =>
  createAuthService({
    pool: () => ({ ...FIXTURE_COGNITO, endpoint: `${ORIGIN}/cognito/` }),
    storage: createMemoryStorage(),
  });

const NEW_PASSWORD = 'Fresh-pass-2';
const identityCalls = () =>
  backend()
    .journal()
    .map((entry) => entry.operation)
    .filter(Boolean);
const fieldsOf = async (promise: Promise<unknown>) => {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(InvalidInputError);
  return (error as InvalidInputError).fields;
};

describe('forgotten password flow', () => {
  it('mails a code, sets the new password with it, and the new password signs in', async () => {
    const service = auth();
    await sendPasswordResetCode(service, '  Employee@ACME.example ');
    const code = backend().lastVerificationCode('employee@acme.example')!;
    await resetPassword(service, {
      username: 'employee',
      code: ` ${code} `,
      newPassword: NEW_PASSWORD,
      repeatPassword: NEW_PASSWORD,
    });
    expect(identityCalls()).toEqual(['ForgotPassword', 'ConfirmForgotPassword']);
    await expect(service.signIn('employee', NEW_PASSWORD)).resolves.toMatchObject({ status: 'signedIn' });
    await expect(service.signIn('employee', DEMO_PASSWORD)).rejects.toThrow(
      /incorrect username or password/i,
    );
  });

  it('checks the name, the code and the shared password rule before anything is sent', async () => {
    expect(await fieldsOf(sendPasswordResetCode(auth(), '  '))).toEqual({ username: MESSAGES.REQUIRED });
    const input = {
      username: 'employee',
      code: '12345',
      newPassword: 'weakpass1',
      repeatPassword: 'weakpass2',
    };
    expect(await fieldsOf(resetPassword(auth(), input))).toEqual({
      code: MESSAGES.VERIFICATION_CODE_LENGTH,
      newPassword: MESSAGES.PASSWORD_UPPER_CASE,
      repeatPassword: MESSAGES.NEW_PASSWORD_MISMATCH,
    });
    expect(identityCalls()).toEqual([]);
  });

  it("shows the pool's own words for a wrong code", async () => {
    await sendPasswordResetCode(auth(), 'employee');
    const code = backend().lastVerificationCode('employee@acme.example')!;
    const wrong = code.replace(/^\d/, (digit) => String((Number(digit) + 1) % 10));
    await expect(
      resetPassword(auth(), {
        username: 'employee',
        code: wrong,
        newPassword: NEW_PASSWORD,
        repeatPassword: NEW_PASSWORD,
      }),
    ).rejects.toMatchObject({
      name: 'AuthError',
      code: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
  });

  it('answers an unknown user as a known one, even from a pool that reports unknown users', async () => {
    await expect(sendPasswordResetCode(auth(), 'nobody')).resolves.toBeUndefined();
    const notFound = {
      __type: 'UserNotFoundException',
      message: 'Username/client id combination not found.',
    };
    backend().injectFault({ method: 'POST', path: '/cognito/**', status: 400, body: notFound, times: 2 });
    await expect(sendPasswordResetCode(auth(), 'nobody')).resolves.toBeUndefined();
    const confirmed = resetPassword(auth(), {
      username: 'nobody',
      code: '123456',
      newPassword: NEW_PASSWORD,
      repeatPassword: NEW_PASSWORD,
    });
    await expect(confirmed).rejects.toBeInstanceOf(AuthError);
    await expect(confirmed).rejects.toMatchObject({
      code: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
  });

  it('shows a service failure as one, not as the raw answer', async () => {
    backend().injectFault({ method: 'POST', path: '/cognito/**', status: 500, body: {} });
    await expect(sendPasswordResetCode(auth(), 'employee')).rejects.toMatchObject({
      message: COMMON_MESSAGES.tryLater,
    });
  });
});
