import { describe, expect, it, vi } from 'vitest';
import { sendEmailVerificationCode } from '../../../../src/platform/api/emailVerification';
import type { InvalidInputError } from '../../../../src/platform/flows/flowErrors';
import { FlowError } from '../../../../src/platform/flows/flowErrors';
import type { CreateRequestInput } from '../../../../src/platform/flows/requestInput';
import { createUnauthenticatedRequest } from '../../../../src/platform/flows/unauthenticatedRequest';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { clientFor, useRuntimeBackend } from '../../../fixtures/support/runtimeBackend';
import { file, sentTo } from './support';

const SEND = '/userAccount/actions/sendEmailVerificationCode';
const VALIDATE = '/userAccounts/actions/validateEmailVerificationCode';

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
  // A visitor (no sign-in) asking acme for an estimate; the fixtures mail a six-digit code per send.
  const backend = useRuntimeBackend();
  const http = clientFor();
  const sent = () => sentTo(backend());
  const paths = () => sent().map((s) => s.path);
  /** The code the backend mailed last. */
  const mailed = (email = 'visitor@acme.example') => backend().lastVerificationCode(email)!;
  const stored = (id: string) => backend().ctx.state.jobRequests.find((job) => job.id === id);

  it('sends a code, validates the one given back, and creates with it in the payload', async () => {
    // The visitor reads the mailed code and types it with spaces around.
    const getVerificationCode = vi.fn(async (email: string) => ` ${mailed(email)} `);
    const result = await createUnauthenticatedRequest(http, input(), { getVerificationCode });
    const code = mailed();
    expect(getVerificationCode).toHaveBeenCalledWith('visitor@acme.example');
    expect(result).toMatchObject({ kind: 'quote', sourceFiles: ['a.txt'] });
    expect(sent()[0]).toMatchObject({ path: SEND, body: { email: 'visitor@acme.example' } });
    expect(sent()[1]).toMatchObject({
      path: VALIDATE,
      body: { email: 'visitor@acme.example', verificationCode: code },
    });
    expect(sent()[2]).toMatchObject({
      path: '/quotes',
      body: { emailVerificationCode: code, contactInfo: { email: 'visitor@acme.example' } },
    });
    expect(paths().slice(3)).toEqual(['/__uploads/llts-projects', `/quotes/${result.id}/actions/addFiles`]);
    expect(stored(result.id)).toMatchObject({
      name: 'Site',
      clientId: 'acme',
      contact: { email: 'visitor@acme.example' },
      files: [{ fileName: 'a.txt', category: 'SOURCE_DOCUMENT' }],
    });
  });

  it('a code the verification dialog already checked is neither sent nor validated again', async () => {
    // The dialog sent the code before the form was submitted.
    await sendEmailVerificationCode(http, 'visitor@acme.example');
    const code = mailed();
    backend().clearJournal();
    const result = await createUnauthenticatedRequest(http, input(), { verifiedCode: ` ${code} ` });
    expect(stored(result.id)).toMatchObject({ contact: { email: 'visitor@acme.example' } });
    expect(paths()).not.toContain(SEND);
    expect(paths()).not.toContain(VALIDATE);
    expect(sent()[0]).toMatchObject({ path: '/quotes', body: { emailVerificationCode: code } });
    backend().clearJournal();
    const short = (await createUnauthenticatedRequest(http, input(), { verifiedCode: '12' }).catch(
      (e: unknown) => e,
    )) as InvalidInputError;
    expect(short.fields.emailVerificationCode).toBe(MESSAGES.VERIFICATION_CODE_LENGTH);
    expect(sent()).toEqual([]);
  });

  it('an invalid code stops the flow with the invalid-code message', async () => {
    const error = await createUnauthenticatedRequest(http, input(), {
      getVerificationCode: async () => 'ZZZZZZ',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FlowError);
    expect((error as Error).message).toBe(MESSAGES.INVALID_VERIFICATION_CODE);
    expect(paths()).toEqual([SEND, VALIDATE]);
  });

  it('a code of the wrong length is input to fix', async () => {
    const error = (await createUnauthenticatedRequest(http, input(), {
      getVerificationCode: async () => '12',
    }).catch((e: unknown) => e)) as InvalidInputError;
    expect(error.fields.emailVerificationCode).toBe(MESSAGES.VERIFICATION_CODE_LENGTH);
    // The code went out; the one typed was never checked.
    expect(paths()).toEqual([SEND]);
  });

  it('checks the e-mail (format, allowed domain) before sending a code', async () => {
    const bad = (await createUnauthenticatedRequest(http, input('nope'), {
      getVerificationCode: async () => 'x',
    }).catch((e: unknown) => e)) as InvalidInputError;
    expect(bad.fields['contactInfo.email']).toBe(MESSAGES.INVALID_EMAIL_FORMAT);
    const client = {
      clientId: 'acme',
      companyName: 'Acme',
      status: 'ACTIVE',
      allowedEmailDomains: ['acme.example'],
    };
    const other = (await createUnauthenticatedRequest(http, input('x@other.example'), {
      client,
      getVerificationCode: async () => 'x',
    }).catch((e: unknown) => e)) as InvalidInputError;
    expect(other.fields['contactInfo.email']).toBe(MESSAGES.EMAIL_DOMAIN_NOT_ALLOWED);
    expect(sent()).toHaveLength(0);
  });

  it('applies the unauthenticated caps: 20 files', async () => {
    const many = { ...input(), files: Array.from({ length: 21 }, (_, i) => file(`f${i}.txt`)) };
    const error = (await createUnauthenticatedRequest(http, many, {
      getVerificationCode: async () => 'x',
    }).catch((e: unknown) => e)) as InvalidInputError;
    expect(error.fields.files).toBe('You can add at most 20 files');
    expect(sent()).toHaveLength(0);
  });
});
