import { describe, expect, it } from 'vitest';
import { acceptAutoQuote, getAutoQuote, rejectAutoQuote } from '../../../../src/platform/api/autoQuotes';
import type { PaymentPreferences } from '../../../../src/platform/domain/entities/autoQuote';
import { ApiError, ResponseFormatError } from '../../../../src/platform/http/errors';
import { userFacingMessage } from '../../../../src/platform/http/userMessage';
import { answerEverything, newClient, runApiCases } from './apiCases';

const autoQuote = {
  status: 'QUOTE_READY_FOR_CLIENT_REVIEW',
  name: 'Brochure',
  sourceLanguage: { name: 'English' },
  targetLanguages: [{ name: 'German' }, { name: 'French' }],
  autoQuote: {
    acceptanceStatus: null,
    acceptanceDeadline: '2030-01-31T00:00:00Z',
    creationDate: '2030-01-01T00:00:00Z',
    pricePerPage: 25,
    price: 200,
    currency: 'USD',
    totalPages: 8,
  },
};

const billToAccount: PaymentPreferences = {
  paymentType: 'BILL_TO_ACCOUNT',
  billingAccount: { clientIdNumber: 'AC-1', personalCode: 'PC' },
};

describe('autoQuotes api', () => {
  const server = runApiCases([
    {
      name: 'getAutoQuote encodes the job request id',
      call: (c) => getAutoQuote(c, 'jr 1'),
      method: 'GET',
      path: '/autoQuotes/jr%201',
      response: autoQuote,
    },
    {
      name: 'acceptAutoQuote wraps the payment preferences',
      call: (c) => acceptAutoQuote(c, 'jr-1', billToAccount),
      method: 'POST',
      path: '/jobRequests/jr-1/actions/acceptAutoQuote',
      body: { paymentPreferences: billToAccount },
      response: {},
      returns: undefined,
    },
    {
      name: 'rejectAutoQuote trims the reason',
      call: (c) => rejectAutoQuote(c, 'jr-1', '  too expensive \n'),
      method: 'POST',
      path: '/jobRequests/jr-1/actions/rejectAutoQuote',
      body: { rejectionReason: 'too expensive' },
      returns: undefined,
    },
    {
      name: 'rejectAutoQuote leaves a blank reason out',
      call: (c) => rejectAutoQuote(c, 'jr-1', '   '),
      method: 'POST',
      path: '/jobRequests/jr-1/actions/rejectAutoQuote',
      body: {},
      returns: undefined,
    },
  ]);

  it('a missing autoQuote object is a ResponseFormatError', async () => {
    answerEverything(server, 200, { ...autoQuote, autoQuote: undefined });
    await expect(getAutoQuote(newClient(), 'jr-1')).rejects.toBeInstanceOf(ResponseFormatError);
  });

  it("409 on accept reads 'Conflict error'", async () => {
    answerEverything(server, 409, { message: 'Already answered', errorCode: 'E409' });
    const error = await acceptAutoQuote(newClient(), 'jr-1', billToAccount).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(userFacingMessage(error)).toBe('Conflict error');
  });

  it("409 on reject reads 'Conflict error'", async () => {
    answerEverything(server, 409, {});
    expect(userFacingMessage(await rejectAutoQuote(newClient(), 'jr-1').catch((e: unknown) => e))).toBe(
      'Conflict error',
    );
  });
});
