import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvalidInputError } from '../../../../src/platform/flows/flowErrors';
import { FlowError } from '../../../../src/platform/flows/flowErrors';
import type { CreateRequestInput } from '../../../../src/platform/flows/requestInput';
import { createUnauthenticatedRequest } from '../../../../src/platform/flows/unauthenticatedRequest';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { STORAGE, file, presigned, useFakeApi } from './support';

const input = (email = 'visitor@acme.example'): CreateRequestInput => ({
  submitType: 'ESTIMATE',
  inputMethod: 'FILES',
  files: [file('a.txt')],
  payload: {
    clientId: 'acme',
    projectName: 'Site',
    sourceLanguageId: 'enu',
    targetLanguageIds: ['fra'],
    contactInfo: { email, firstName: 'Vi', lastName: 'Sitor' },
  },
});

describe('createUnauthenticatedRequest', () => {
  const api = useFakeApi();
  beforeEach(() => {
    api.install();
    api.answer('POST /userAccount/actions/sendEmailVerificationCode', undefined);
    api.answer('POST /userAccounts/actions/validateEmailVerificationCode', { isValid: true });
    api.answer('POST /quotes', { quoteId: 'q-1', presignedPost: presigned });
    api.answer(`POST ${STORAGE}`, undefined);
    api.answer('POST /quotes/q-1/actions/addFiles', undefined);
  });

  it('sends a code, validates the one given back, and creates with it in the payload', async () => {
    const getVerificationCode = vi.fn(async () => ' ABC123 ');
    const result = await createUnauthenticatedRequest(api.client(), input(), { getVerificationCode });
    expect(getVerificationCode).toHaveBeenCalledWith('visitor@acme.example');
    expect(result).toMatchObject({ kind: 'quote', id: 'q-1' });
    expect(api.sent[0]).toMatchObject({
      path: '/userAccount/actions/sendEmailVerificationCode',
      body: { email: 'visitor@acme.example' },
    });
    expect(api.sent[1].body).toEqual({ email: 'visitor@acme.example', verificationCode: 'ABC123' });
    expect(api.sent[2].body).toMatchObject({
      emailVerificationCode: 'ABC123',
      contactInfo: { email: 'visitor@acme.example' },
    });
  });

  it('a code the verification dialog already checked is neither sent nor validated again', async () => {
    const result = await createUnauthenticatedRequest(api.client(), input(), { verifiedCode: ' 123456 ' });
    expect(result).toMatchObject({ kind: 'quote', id: 'q-1' });
    expect(api.sent.map((s) => s.path)).not.toContain('/userAccount/actions/sendEmailVerificationCode');
    expect(api.sent.map((s) => s.path)).not.toContain('/userAccounts/actions/validateEmailVerificationCode');
    expect(api.sent[0].body).toMatchObject({ emailVerificationCode: '123456' });
    const short = (await createUnauthenticatedRequest(api.client(), input(), { verifiedCode: '12' }).catch(
      (e: unknown) => e,
    )) as InvalidInputError;
    expect(short.fields.emailVerificationCode).toBe(MESSAGES.VERIFICATION_CODE_LENGTH);
  });

  it('an invalid code stops the flow with the invalid-code message', async () => {
    api.answer('POST /userAccounts/actions/validateEmailVerificationCode', { isValid: false });
    const error = await createUnauthenticatedRequest(api.client(), input(), {
      getVerificationCode: async () => 'ZZZZZZ',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FlowError);
    expect((error as Error).message).toBe(MESSAGES.INVALID_VERIFICATION_CODE);
    expect(api.sent.map((s) => s.path)).not.toContain('/quotes');
  });

  it('a code of the wrong length is input to fix', async () => {
    const error = (await createUnauthenticatedRequest(api.client(), input(), {
      getVerificationCode: async () => '12',
    }).catch((e: unknown) => e)) as InvalidInputError;
    expect(error.fields.emailVerificationCode).toBe(MESSAGES.VERIFICATION_CODE_LENGTH);
  });

  it('checks the e-mail (format, allowed domain) before sending a code', async () => {
    const bad = (await createUnauthenticatedRequest(api.client(), input('nope'), {
      getVerificationCode: async () => 'x',
    }).catch((e: unknown) => e)) as InvalidInputError;
    expect(bad.fields['contactInfo.email']).toBe(MESSAGES.INVALID_EMAIL_FORMAT);
    const client = {
      clientId: 'acme',
      companyName: 'Acme',
      status: 'ACTIVE',
      allowedEmailDomains: ['acme.example'],
    };
    const other = (await createUnauthenticatedRequest(api.client(), input('x@other.example'), {
      client,
      getVerificationCode: async () => 'x',
    }).catch((e: unknown) => e)) as InvalidInputError;
    expect(other.fields['contactInfo.email']).toBe(MESSAGES.EMAIL_DOMAIN_NOT_ALLOWED);
    expect(api.sent).toHaveLength(0);
  });

  it('applies the unauthenticated caps: 20 files', async () => {
    const many = { ...input(), files: Array.from({ length: 21 }, (_, i) => file(`f${i}.txt`)) };
    const error = (await createUnauthenticatedRequest(api.client(), many, {
      getVerificationCode: async () => 'x',
    }).catch((e: unknown) => e)) as InvalidInputError;
    expect(error.fields.files).toBe('You can add at most 20 files');
  });
});
