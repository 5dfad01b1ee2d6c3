// autoQuote.*: the quote page /quotes/{id} (part 1 §4–§5) as a person uses it: read it, tick the agreement,
// Accept, choose the payment type and fill the dialog, or Reject with a reason.
import type { Page } from 'playwright-core';
import type { AutoQuoteResponse } from '../../../../src/platform/domain/entities/autoQuote';
import { PAYMENT_TYPES, type PaymentType } from '../../../../src/platform/domain/enums';
import { ADDRESS_LABELS } from '../../../../src/platform/domain/addressLabels';
import { PAYMENT_TYPE_LABELS } from '../../../../src/platform/domain/labels';
import { summariseAutoQuote } from '../../../../src/platform/flows/autoQuoteSummary';
import { FLOW_MESSAGES } from '../../../../src/platform/flows/flowErrors';
import { QUOTE_ANSWER_LABELS } from '../../../../src/platform/flows/quoteAnswerLabels';
import { QUOTE_LABELS as QUOTE_PAGE_LABELS } from '../../../../src/platform/domain/quoteLabels';
import { StepSkipped } from '../../stepRunner';
import { text } from '../../operation';
import type { ApiCalls } from '../apiCalls';
import { SETTLE_MS, settle } from '../pageState';
import { UiError, type UiStep, type UiStepContext } from '../uiStep';
import { pickOption } from './formParts';

const { agreementLabel, billingEmail, billingPhone, clientIdNumber, personalCode, ...answerWords } =
  QUOTE_ANSWER_LABELS;

/** The words the driver looks for (a test may change one to see the driver fail). */
export interface QuoteLabels extends Record<
  keyof typeof answerWords | 'pageTitle' | 'agreement' | 'country' | 'province',
  string
> {
  fields: Record<string, string>;
}

/** The page's own words: the quote page and this driver import them from the platform. */
export const QUOTE_LABELS: QuoteLabels = {
  pageTitle: QUOTE_PAGE_LABELS.pageTitle,
  ...answerWords,
  agreement: agreementLabel,
  country: ADDRESS_LABELS.country,
  province: ADDRESS_LABELS.province,
  fields: {
    address1: ADDRESS_LABELS.address1,
    address2: ADDRESS_LABELS.address2,
    city: ADDRESS_LABELS.city,
    zipCode: ADDRESS_LABELS.zipCode,
    clientIdNumber,
    personalCode,
    email: billingEmail,
    phoneNumber: billingPhone,
  },
};

type Screen = 'answerable' | 'accepted' | 'rejected' | 'expired' | 'pending' | 'error';

/** Opens the quote and tells which screen it shows, with the quote as the page loaded it and the page's calls. */
async function openQuote(
  L: QuoteLabels,
  { page, calls }: UiStepContext,
  id: string,
): Promise<{ screen: Screen; quote?: AutoQuoteResponse; status: number; quotePage: ApiCalls }> {
  const quotePage = await calls.open(`/quotes/${encodeURIComponent(id)}`);
  const screens: [Screen, ReturnType<Page['getByText']>][] = [
    ['answerable', page.getByRole('button', { name: L.accept, exact: true })],
    ['accepted', page.getByText(L.alreadyAccepted)],
    ['rejected', page.getByText(L.alreadyRejected)],
    ['pending', page.getByText(L.notOpen)],
    ['expired', page.getByRole('heading', { level: 1, name: L.expiredTitle })],
    ['error', page.getByRole('heading', { name: L.notFoundTitle })],
  ];
  // The page loading is the machine's pace (the settle time), whatever a test makes the action timeout.
  await screens
    .map(([, l]) => l)
    .reduce((a, b) => a.or(b))
    .first()
    .waitFor({ timeout: SETTLE_MS });
  let screen: Screen = 'error';
  for (const [name, locator] of screens) if (await locator.first().isVisible()) screen = name;
  // The answer the screen shows: the page's newest (it asks again after a server error), there once a
  // screen is, and none of the page this one replaced (the previous step's, maybe the same quote's).
  const call = quotePage.last('GET', new RegExp(`^/autoQuotes/${id}$`));
  const body = await call?.responseBody();
  if (screen === 'error') {
    // The error page: its title, then the message (the platform's user-facing one for the failed call).
    const message = await page
      .getByRole('heading', { name: L.notFoundTitle })
      .locator('xpath=following-sibling::*[1]')
      .textContent();
    throw new UiError(
      [message?.trim() ?? '', ...(await messagesOf(page))].filter(Boolean),
      call?.status,
      body,
    );
  }
  return { screen, quote: body as AutoQuoteResponse, status: call?.status ?? 200, quotePage };
}

const messagesOf = (page: Page) => page.getByRole('main').getByRole('alert').allTextContents();

/**
 * An answer is only offered on an answerable quote. The expired screen is the portal's way of saying the
 * flow's 'quote expired' (the same fault, so the same message); an answered quote offers no button, so the
 * server's 409 for a second answer cannot be reached from this screen: skipped, not passed.
 */
function requireAnswerable(screen: Screen, id: string): void {
  if (screen === 'expired') throw new UiError([FLOW_MESSAGES.quoteExpired]);
  if (screen !== 'answerable') {
    throw new StepSkipped(
      `no UI step: the quote page of ${id} shows it ${screen} and offers no answer (the server's refusal is an API-only check)`,
    );
  }
}

async function accept(L: QuoteLabels, ctx: UiStepContext) {
  const { page, args } = ctx;
  const id = text(args.jobRequestId);
  const payment = (args.payment ?? {}) as Record<string, unknown>;
  const type = text(payment.paymentType) as PaymentType;
  if (!PAYMENT_TYPES.includes(type))
    throw new StepSkipped(`no UI step: the payment dialog offers no payment type ${type || '(none)'}`);
  const { screen, quotePage } = await openQuote(L, ctx, id);
  requireAnswerable(screen, id);
  if (args.agreement !== false) await page.getByRole('checkbox', { name: L.agreement }).check();
  await page.getByRole('button', { name: L.accept, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: L.paymentTitle });
  await settle(page, dialog, quotePage);
  await dialog.getByRole('radio', { name: PAYMENT_TYPE_LABELS[type] }).click();
  for (const [key, label] of Object.entries(L.fields)) {
    if (payment[key] !== undefined) await dialog.getByLabel(label).fill(text(payment[key]));
  }
  const place = (value: unknown) =>
    value && typeof value === 'object' ? text((value as { name?: unknown }).name) : text(value);
  if (payment.country !== undefined) await pickOption(page, dialog, L.country, place(payment.country));
  if (payment.province !== undefined) await pickOption(page, dialog, L.province, place(payment.province));
  await dialog.getByRole('button', { name: L.confirmAccept }).click();
  await settle(page, page.getByRole('heading', { name: L.acceptedTitle }), quotePage, dialog);
  const sent = quotePage.last('POST', /\/actions\/acceptAutoQuote$/)?.requestBody() as
    { paymentPreferences?: unknown } | undefined;
  return { paymentPreferences: sent?.paymentPreferences };
}

async function reject(L: QuoteLabels, ctx: UiStepContext) {
  const { page, args } = ctx;
  const id = text(args.jobRequestId);
  const { screen, quotePage } = await openQuote(L, ctx, id);
  requireAnswerable(screen, id);
  await page.getByRole('button', { name: L.reject, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: L.rejectTitle });
  if (args.reason !== undefined) await dialog.getByLabel(L.rejectReason).fill(text(args.reason));
  await dialog.getByRole('button', { name: L.confirmReject }).click();
  await settle(page, page.getByRole('heading', { name: L.rejectedTitle }), quotePage, dialog);
  const sent = quotePage.last('POST', /\/actions\/rejectAutoQuote$/)?.requestBody() as
    { rejectionReason?: unknown } | undefined;
  return { rejectionReason: sent?.rejectionReason ?? null };
}

/** The quote page's steps over its labels (a test gives wrong ones to see the UI driver fail). */
export const createQuoteSteps = (L: QuoteLabels = QUOTE_LABELS): Record<string, UiStep> => ({
  'autoQuote.get': {
    screen: '/quotes/{id}',
    run: async (ctx) => (await openQuote(L, ctx, text(ctx.args.jobRequestId))).quote,
  },
  'autoQuote.summary': {
    screen: '/quotes/{id}',
    // The figures are the page's own arithmetic over the quote it loaded; the state must be the screen shown.
    run: async (ctx) => {
      const { screen, quote } = await openQuote(L, ctx, text(ctx.args.jobRequestId));
      const summary = summariseAutoQuote(quote!, ctx.world.clock.now());
      if (summary.state !== screen)
        throw new Error(`the quote page shows the ${screen} screen, but the quote reads ${summary.state}`);
      return summary;
    },
  },
  'autoQuote.accept': {
    screen: '/quotes/{id}: agreement, Accept, payment dialog',
    run: (ctx) => accept(L, ctx),
  },
  'autoQuote.reject': { screen: '/quotes/{id}: Reject, reason dialog', run: (ctx) => reject(L, ctx) },
});

export const quoteSteps = createQuoteSteps();
