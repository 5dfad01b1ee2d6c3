import { describe, expect, it } from 'vitest';
import { acceptAutoQuoteFlow, rejectAutoQuoteFlow } from '../../../../src/platform/flows/autoQuoteAnswer';
import { summariseAutoQuote } from '../../../../src/platform/flows/autoQuoteSummary';
import { FLOW_MESSAGES, FlowError, InvalidInputError } from '../../../../src/platform/flows/flowErrors';
import { userFacingMessage } from '../../../../src/platform/http/userMessage';
import { formatMoney } from '../../../../src/platform/locale/money';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { SEED_TIME } from '../../../../fixtures/node';
import { clientFor, useRuntimeBackend } from '../../../fixtures/support/runtimeBackend';
import { sentTo } from './support';

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
  // The seeded quotes, answered without signing in as the quote page does, on the fixture clock.
  const backend = useRuntimeBackend();
  const anonymous = clientFor();
  const now = () => SEED_TIME;
  const sent = () => sentTo(backend());

  it('accepts with the credit card contact only', async () => {
    const answer = await acceptAutoQuoteFlow(anonymous, 'aq-ready', { ...card, agreement: true }, { now });
    expect(sent().map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /autoQuotes/aq-ready',
      'POST /jobRequests/aq-ready/actions/acceptAutoQuote',
    ]);
    expect(sent()[1].body).toEqual({ paymentPreferences: answer });
    expect(answer).toEqual({
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
    const error = (await acceptAutoQuoteFlow(anonymous, 'aq-ready', { paymentType: 'CREDIT_CARD' }).catch(
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
    const account = (await acceptAutoQuoteFlow(anonymous, 'aq-ready', {
      paymentType: 'BILL_TO_ACCOUNT',
      agreement: true,
    }).catch((e: unknown) => e)) as InvalidInputError;
    expect(account.fields).toEqual({ clientIdNumber: 'Required' });
    expect(sent()).toHaveLength(0);
  });

  it('invoice directly needs nothing', async () => {
    const answer = await acceptAutoQuoteFlow(
      anonymous,
      'aq-ready',
      {
        paymentType: 'INVOICE_DIRECTLY',
        agreement: true,
        address1: '',
        country: { id: 227, name: 'United States' },
      },
      { now },
    );
    expect(answer).toEqual({ paymentType: 'INVOICE_DIRECTLY' });
    expect(sent()[1].body).toEqual({ paymentPreferences: { paymentType: 'INVOICE_DIRECTLY' } });
  });

  it('an expired quote (past its deadline on the given clock) is never answered', async () => {
    const later = SEED_TIME + 365 * 24 * 3600 * 1000;
    const error = await rejectAutoQuoteFlow(anonymous, 'aq-ready', 'x', { now: () => later }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FlowError);
    expect((error as Error).message).toBe(FLOW_MESSAGES.quoteExpired);
    expect(sent().map((s) => s.path)).toEqual(['/autoQuotes/aq-ready']);
  });

  it('a 409 on the answer reads Conflict error', async () => {
    backend().injectFault({
      method: 'POST',
      path: '/jobRequests/aq-ready/actions/rejectAutoQuote',
      status: 409,
      body: { message: 'already' },
    });
    const error = await rejectAutoQuoteFlow(anonymous, 'aq-ready', undefined, { now }).catch(
      (e: unknown) => e,
    );
    expect(userFacingMessage(error)).toBe('Conflict error');
  });

  it('rejects with the reason trimmed, and none when blank', async () => {
    expect(await rejectAutoQuoteFlow(anonymous, 'aq-ready', '  too dear ', { now })).toBe('too dear');
    expect(sent()[1].body).toEqual({ rejectionReason: 'too dear' });
    expect(await rejectAutoQuoteFlow(anonymous, 'aq-ready-eur', '   ', { now })).toBeUndefined();
    expect(sent()[3].body).toEqual({});
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
