import { describe, expect, it } from 'vitest';
import {
  confirmEmail,
  sendEmailVerificationCode,
  validateEmailVerificationCode,
} from '../../../../src/platform/api/emailVerification';
import { ResponseFormatError } from '../../../../src/platform/http/errors';
import { answerEverything, newClient, runApiCases } from './apiCases';

describe('emailVerification api', () => {
  const server = runApiCases([
    {
      name: 'sendEmailVerificationCode posts the email',
      call: (c) => sendEmailVerificationCode(c, 'a@acme.com'),
      method: 'POST',
      path: '/userAccount/actions/sendEmailVerificationCode',
      body: { email: 'a@acme.com' },
      returns: undefined,
    },
    {
      name: 'validateEmailVerificationCode uses the plural userAccounts path',
      call: (c) => validateEmailVerificationCode(c, { email: 'a@acme.com', verificationCode: 'ABC123' }),
      method: 'POST',
      path: '/userAccounts/actions/validateEmailVerificationCode',
      body: { email: 'a@acme.com', verificationCode: 'ABC123' },
      response: { isValid: true },
    },
    {
      name: 'confirmEmail posts email and code',
      call: (c) => confirmEmail(c, { email: 'a@acme.com', code: 'XYZ789' }),
      method: 'POST',
      path: '/userAccount/actions/confirmEmail',
      body: { email: 'a@acme.com', code: 'XYZ789' },
      response: {},
      returns: undefined,
    },
  ]);

  it('rejects a validation answer without a boolean isValid', async () => {
    answerEverything(server, 200, { isValid: 'yes' });
    await expect(
      validateEmailVerificationCode(newClient(), { email: 'a@acme.com', verificationCode: 'ABC123' }),
    ).rejects.toBeInstanceOf(ResponseFormatError);
  });
});
