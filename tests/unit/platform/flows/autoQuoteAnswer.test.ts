import { beforeEach, describe, expect, it } from 'vitest';
import { acceptAutoQuoteFlow, rejectAutoQuoteFlow } from '../../../../src/platform/flows/autoQuoteAnswer';
import { summariseAutoQuote } from '../../../../src/platform/flows/autoQuoteSummary';
import { FLOW_MESSAGES, FlowError, InvalidInputError } from '../../../../src/platform/flows/flowErrors';
import { userFacingMessage } from '../../../../src/platform/http/userMessage';
import { formatMoney } from '../../../../src/platform/locale/money';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { useFakeApi } from './support';

const NOW = Date.parse('2026-11-02T09:00:00Z');
const quote = (overrides: Record<string, unknown> = {}) => ({
  status: 'QUOTE_READY_FOR_CLIENT_REVIEW',
  name: 'Brochure',
  sourceLanguage: { name: 'English' },
  targetLanguages: [{ name: 'German' }, { name: 'French' }],
  autoQuote: {
    creationDate: '2026-11-01T09:00:00Z',
    acceptanceDeadline: '2026-11-20T09:00:00Z',
    pricePerPage: 12.5,
    price: 250,
    currency: 'EUR',
    totalPages: 20,
  },
  ...overrides,
});
const card = {
  paymentType: 'CREDIT_CARD',
  address1: '1 Main St',
  city: 'Boston',
  province: { id: 1, name: 'MA' },
  country: { id: 227, name: 'United States' },
  zipCode: '02110',
};

describe('auto quote answers', () => {
  const api = useFakeApi();
  beforeEach(() => {
    api.install();
    api.answer('GET /autoQuotes/aq-1', quote());
    api.answer('POST /jobRequests/aq-1/actions/acceptAutoQuote', undefined);
    api.answer('POST /jobRequests/aq-1/actions/rejectAutoQuote', undefined);
  });

  it('accepts with the credit card contact only', async () => {
    const sent = await acceptAutoQuoteFlow(
      api.client(),
      'aq-1',
      { ...card, agreement: true },
      { now: () => NOW },
    );
    expect(api.sent[1].body).toEqual({ paymentPreferences: sent });
    expect(sent).toEqual({
      paymentType: 'CREDIT_CARD',
      billingContact: {
        address1: '1 Main St',
        city: 'Boston',
        zipCode: '02110',
        province: { id: 1, name: 'MA' },
        country: { id: 227, name: 'United States' },
      },
    });
  });

  it('needs the agreement and the fields of the chosen payment type', async () => {
    const error = (await acceptAutoQuoteFlow(api.client(), 'aq-1', { paymentType: 'CREDIT_CARD' }).catch(
      (e: unknown) => e,
    )) as InvalidInputError;
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error.fields).toMatchObject({
      agreement: MESSAGES.ACCEPT_AGREEMENT,
      address1: 'Required',
      city: 'Required',
      zipCode: 'Required',
      country: 'Required',
      province: 'Required',
    });
    const account = (await acceptAutoQuoteFlow(api.client(), 'aq-1', {
      paymentType: 'BILL_TO_ACCOUNT',
      agreement: true,
    }).catch((e: unknown) => e)) as InvalidInputError;
    expect(account.fields).toEqual({ clientIdNumber: 'Required' });
    expect(api.sent).toHaveLength(0);
  });

  it('invoice directly needs nothing', async () => {
    const sent = await acceptAutoQuoteFlow(
      api.client(),
      'aq-1',
      {
        paymentType: 'INVOICE_DIRECTLY',
        agreement: true,
        address1: '',
        country: { id: 227, name: 'United States' },
      },
      { now: () => NOW },
    );
    expect(sent).toEqual({ paymentType: 'INVOICE_DIRECTLY' });
    expect(api.sent[1].body).toEqual({ paymentPreferences: { paymentType: 'INVOICE_DIRECTLY' } });
  });

  it('an expired quote (past its deadline on the given clock) is never answered', async () => {
    const later = Date.parse('2026-12-01T00:00:00Z');
    const error = await rejectAutoQuoteFlow(api.client(), 'aq-1', 'x', { now: () => later }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FlowError);
    expect((error as Error).message).toBe(FLOW_MESSAGES.quoteExpired);
    expect(api.sent.map((s) => s.path)).toEqual(['/autoQuotes/aq-1']);
  });

  it('a 409 on the answer reads Conflict error', async () => {
    api.answer(
      'POST /jobRequests/aq-1/actions/rejectAutoQuote',
      new Response(JSON.stringify({ message: 'already' }), { status: 409 }),
    );
    const error = await rejectAutoQuoteFlow(api.client(), 'aq-1', undefined, { now: () => NOW }).catch(
      (e: unknown) => e,
    );
    expect(userFacingMessage(error)).toBe('Conflict error');
  });

  it('rejects with the reason trimmed, and none when blank', async () => {
    expect(await rejectAutoQuoteFlow(api.client(), 'aq-1', '  too dear ', { now: () => NOW })).toBe(
      'too dear',
    );
    expect(api.sent[1].body).toEqual({ rejectionReason: 'too dear' });
    expect(await rejectAutoQuoteFlow(api.client(), 'aq-1', '   ', { now: () => NOW })).toBeUndefined();
  });
});

describe('summariseAutoQuote', () => {
  it('sorts targets and splits pages and cost per language; the state follows the clock', () => {
    const summary = summariseAutoQuote(quote() as never, NOW);
    expect(summary.targets.map((t) => [t.language, t.pages, t.cost])).toEqual([
      ['French', 10, 125],
      ['German', 10, 125],
    ]);
    expect(summary.totalText).toBe(formatMoney(250, 'EUR'));
    expect(summary.state).toBe('answerable');
    expect(summariseAutoQuote(quote() as never, Date.parse('2027-01-01T00:00:00Z')).state).toBe('expired');
  });
  it("the reference id is the quote's external reference, else the job request id it was opened by", () => {
    const withReference = { ...quote(), externalReferenceId: 'REF-1' };
    expect(summariseAutoQuote(withReference as never, NOW, 'aq-1').referenceId).toBe('REF-1');
    expect(
      summariseAutoQuote({ ...withReference, externalReferenceId: '' } as never, NOW, 'aq-1').referenceId,
    ).toBe('aq-1');
    expect(
      summariseAutoQuote({ ...withReference, externalReferenceId: null } as never, NOW).referenceId,
    ).toBeNull();
  });
  it('formats pages, rate and costs in the currency of the quote', () => {
    const summary = summariseAutoQuote(quote() as never, NOW);
    expect(summary.pricePerPageText).toBe(formatMoney(summary.pricePerPage, 'EUR'));
    expect(summary.targets[0]).toMatchObject({ pagesText: '10', costText: formatMoney(125, 'EUR') });
  });
});
