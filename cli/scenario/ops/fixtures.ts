// fixtures.*: the backend's control surface inside a scenario (clock, journal, mailbox).
import { durationMs } from '../duration';
import { required, text, type Operation } from '../operation';

export const fixtureOperations: Record<string, Operation> = {
  'fixtures.advanceClock': {
    args: { by: { type: 'any', ...required } },
    run: async ({ args, world }) => {
      const ms = durationMs(args.by);
      if (ms === undefined)
        throw new Error(`by must be a duration such as 10s or 2h, got ${JSON.stringify(args.by)}`);
      return world.backend.advanceClock(ms);
    },
  },
  'fixtures.setClock': {
    args: { now: { type: 'string', ...required } },
    run: async ({ args, world }) => world.backend.setClock(text(args.now)),
  },
  'fixtures.journal': { args: {}, run: async ({ world }) => world.backend.journal() },
  'fixtures.verificationCode': {
    args: { email: { type: 'string', ...required } },
    run: async ({ args, world }) => ({
      code: (await world.backend.lastVerificationCode(text(args.email))) ?? null,
    }),
  },
};
