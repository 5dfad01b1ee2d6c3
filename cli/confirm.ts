// Commands that change data for good ask first, as the portal's dialogs do and in their words (the
// platform's *_TEXTS and questions). `--yes` answers for the user; where there is no terminal to ask on
// (a script, CI) --yes is required, and its absence is bad usage told before anything is sent.
import type { ActionContext } from './action';
import { CliFailure, UsageError } from './errors';

export interface Consent {
  /** False with --yes: nothing to look up for a question. */
  readonly asking: boolean;
  /** Asks the question (y/N) on the terminal; throws when the answer is not yes. A no-op with --yes. */
  ask(question: () => string | Promise<string>): Promise<void>;
}

/** Call first in the action: refuses at once when it would have to ask and cannot. */
export function consentFor(ctx: ActionContext): Consent {
  if (ctx.opts.yes === true) return { asking: false, ask: async () => undefined };
  const stdin = ctx.streams.stdin;
  if (stdin?.isTTY !== true) {
    const path = [ctx.command.parent?.name(), ctx.command.name()].filter(Boolean).join(' ');
    throw new UsageError(`llts ${path} asks for confirmation and there is no terminal to ask on: add --yes.`);
  }
  return {
    asking: true,
    async ask(question) {
      const answer = (await stdin.readLine(`${await question()} (y/N): `, { echo: true })) ?? '';
      if (!/^y(es)?$/i.test(answer.trim())) throw new CliFailure('Cancelled: nothing was changed.');
    },
  };
}
