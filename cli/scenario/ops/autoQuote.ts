// autoQuote.*: read, summarise, accept (payment dialog rules) and reject auto quotes.
import { getAutoQuote } from '../../../src/platform/api/autoQuotes';
import { summariseAutoQuote } from '../../../src/platform/flows/autoQuoteSummary';
import { optionalText, required, text, type Operation } from '../operation';

// Flows that bring validation (yup) or dates (moment) are imported when a step calls them: a run that does
// not use them does not load them.
const answerFlows = () => import('../../../src/platform/flows/autoQuoteAnswer');

export const autoQuoteOperations: Record<string, Operation> = {
  'autoQuote.get': {
    args: { jobRequestId: { type: 'string', ...required } },
    run: ({ http, args }) => getAutoQuote(http, text(args.jobRequestId)),
  },
  'autoQuote.summary': {
    args: { jobRequestId: { type: 'string', ...required } },
    run: async ({ http, args, world }) =>
      summariseAutoQuote(await getAutoQuote(http, text(args.jobRequestId)), world.clock.now()),
  },
  'autoQuote.accept': {
    // payment: the dialog's values (paymentType, address1, city, province {id,name}, country, zipCode, ...).
    args: {
      jobRequestId: { type: 'string', ...required },
      payment: { type: 'object', ...required },
      agreement: { type: 'boolean' },
    },
    run: async ({ http, args, world }) => ({
      paymentPreferences: await (
        await answerFlows()
      ).acceptAutoQuoteFlow(
        http,
        text(args.jobRequestId),
        { ...(args.payment as object), agreement: args.agreement !== false },
        { now: world.clock.now },
      ),
    }),
  },
  'autoQuote.reject': {
    args: { jobRequestId: { type: 'string', ...required }, reason: { type: 'string' } },
    run: async ({ http, args, world }) => ({
      rejectionReason:
        (await (
          await answerFlows()
        ).rejectAutoQuoteFlow(http, text(args.jobRequestId), optionalText(args.reason), {
          now: world.clock.now,
        })) ?? null,
    }),
  },
};
