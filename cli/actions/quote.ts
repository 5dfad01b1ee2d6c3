// quote show | accept | reject over the platform's auto-quote flows. The answering flows (and yup, their
// validation) load only for accept and reject: `quote show` is a start-up figure of the bench.
import { getAutoQuote } from '../../src/platform/api/autoQuotes';
import { summariseAutoQuote } from '../../src/platform/flows/autoQuoteSummary';
import { formatDisplayDate } from '../../src/platform/locale/dates';
import type { ActionContext } from '../action';
import { fields, table } from '../format';
import { formatPages } from '../../src/platform/locale/pages';

const PAYMENT_TYPES: Record<string, string> = {
  'credit-card': 'CREDIT_CARD',
  'bill-to-account': 'BILL_TO_ACCOUNT',
  'invoice-directly': 'INVOICE_DIRECTLY',
};

export async function show(ctx: ActionContext): Promise<void> {
  const [id] = ctx.args as [string];
  const runtime = await ctx.runtime();
  const quote = await getAutoQuote(await runtime.publicHttp(), id);
  const summary = summariseAutoQuote(quote, runtime.clock.now(), id);
  const { paint } = ctx.out;
  ctx.out.result({ jobRequestId: id, ...summary }, () => [
    paint.bold(`${summary.name} (${id})`),
    ...fields([
      ['state', summary.state],
      ['source', summary.source],
      ['created', formatDisplayDate(summary.creationDate)],
      ['deadline', formatDisplayDate(summary.acceptanceDeadline)],
      ['reference', summary.referenceId],
    ]),
    '',
    ...table(
      ['language', 'pages', 'cost'],
      summary.targets.map((t) => [t.language, formatPages(t.pages, summary.currency), t.costText]),
    ),
    '',
    `total: ${paint.bold(summary.totalText)}`,
  ]);
}

interface AcceptOptions {
  payment?: string;
  address1?: string;
  address2?: string;
  city?: string;
  province?: string;
  country?: string;
  zip?: string;
  email?: string;
  phone?: string;
  clientIdNumber?: string;
  personalCode?: string;
  agree?: boolean;
}

export async function accept(ctx: ActionContext): Promise<void> {
  const [id] = ctx.args as [string];
  const o = ctx.opts as AcceptOptions;
  const runtime = await ctx.runtime();
  const [{ acceptAutoQuoteFlow }, { resolvePlaces }] = await Promise.all([
    import('../../src/platform/flows/autoQuoteAnswer'),
    import('./places'),
  ]);
  const http = await runtime.publicHttp();
  const places = await resolvePlaces(http, { country: o.country, province: o.province });
  const sent = await acceptAutoQuoteFlow(
    http,
    id,
    {
      paymentType: o.payment ? PAYMENT_TYPES[o.payment] : undefined,
      address1: o.address1,
      address2: o.address2,
      city: o.city,
      province: places.province,
      country: places.country,
      countryHasProvinces: places.countryHasProvinces,
      zipCode: o.zip,
      email: o.email,
      phoneNumber: o.phone,
      clientIdNumber: o.clientIdNumber,
      personalCode: o.personalCode,
      agreement: o.agree === true,
    },
    { now: runtime.clock.now },
  );
  ctx.out.result(
    { jobRequestId: id, state: 'accepted', paymentPreferences: sent },
    () => `Quote ${id} accepted.`,
  );
}

export async function reject(ctx: ActionContext): Promise<void> {
  const [id] = ctx.args as [string];
  const runtime = await ctx.runtime();
  const { rejectAutoQuoteFlow } = await import('../../src/platform/flows/autoQuoteAnswer');
  const reason = await rejectAutoQuoteFlow(
    await runtime.publicHttp(),
    id,
    ctx.opts.reason as string | undefined,
    {
      now: runtime.clock.now,
    },
  );
  ctx.out.result(
    { jobRequestId: id, state: 'rejected', rejectionReason: reason ?? null },
    () => `Quote ${id} rejected.`,
  );
}
