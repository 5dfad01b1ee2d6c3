// Commands are declared eagerly (so --help needs nothing else) and their actions are loaded on use: every
// heavy import (platform, msw, fixtures, Cognito) sits behind the dynamic import of an actions module.
import type { Command } from 'commander';
import type { GlobalOptions } from './globals';
import { UsageError } from './errors';
import { Output, type CliStreams } from './output';
import type { CliRuntime } from './runtime/runtime';

export interface ActionContext {
  /** Positional arguments, in declaration order (variadic ones as arrays). */
  args: unknown[];
  /** The command's own options. */
  opts: Record<string, unknown>;
  globals: GlobalOptions;
  out: Output;
  streams: CliStreams;
  command: Command;
  /** Built on first call, closed after the action. */
  runtime(): Promise<CliRuntime>;
}

/** An action's exit code; nothing means 0. */
export type ActionResult = number | void;
export type ActionFn = (ctx: ActionContext) => Promise<ActionResult>;

/** What the program shares with its actions: the streams, and the exit code and output of the run. */
export interface ProgramState {
  streams: CliStreams;
  exitCode: number;
  out?: Output;
  /** The embedded fixtures' origin when the run used them: errors name the in-process target instead. */
  fixtureOrigin?: string;
}

/** The password piped in (`printf '%s\\n' "$PW" | llts --password-stdin login --user jane`): its first line. */
async function passwordFromStdin(streams: CliStreams, globals: GlobalOptions): Promise<string> {
  if (globals.password !== undefined) throw new UsageError('Give --password or --password-stdin, not both.');
  const password = await streams.stdin?.readLine('Password: ');
  if (!password) throw new UsageError('--password-stdin read no password from stdin.');
  return password;
}

export function lazyAction(state: ProgramState, load: () => Promise<ActionFn>) {
  return async (...params: unknown[]): Promise<void> => {
    const command = params[params.length - 1] as Command;
    const globals = command.optsWithGlobals<GlobalOptions>();
    if (globals.passwordStdin) globals.password = await passwordFromStdin(state.streams, globals);
    const out = new Output(state.streams, { json: globals.json, quiet: globals.quiet, color: globals.color });
    state.out = out;
    let runtime: Promise<CliRuntime> | undefined;
    const ctx: ActionContext = {
      args: params.slice(0, -2),
      opts: command.opts(),
      globals,
      out,
      streams: state.streams,
      command,
      runtime: () =>
        (runtime ??= import('./runtime/runtime')
          .then((m) => m.createRuntime(globals, out, state.streams.env))
          .then((r) => {
            state.fixtureOrigin = r.fixtures?.origin;
            return r;
          })),
    };
    try {
      const run = await load();
      state.exitCode = (await run(ctx)) ?? 0;
    } finally {
      if (runtime) await runtime.then((r) => r.close()).catch(() => undefined);
    }
  };
}
