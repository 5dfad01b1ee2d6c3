// The llts entry point as a function: tests call runCli in-process with their own streams, the bin calls
// it with the process's. Every error ends in handleError; nothing below throws past it.
import type { ProgramState } from './action';
import { describeError, EXIT } from './errors';
import { Output, type CliStreams } from './output';
import { helpAsOption } from './commandLine';
import { completeWords, completionText } from './completeWords';
import { addressedCommand, commandJson } from './helpJson';
import { buildProgram } from './program';

export const VERSION = '0.1.0';

/** Prints the error (human lines on stderr; with --json also a JSON error on stdout) and returns the exit code. */
// Nothing listens at the embedded fixtures' origin (msw answers in this process): an error names the
// in-process target and the path, never a loopback URL someone would try to reach.
const IN_PROCESS_TARGET = 'embedded fixtures (in-process)';

function inProcessTarget(json: Record<string, unknown>, fixtureOrigin: string | undefined): void {
  const detail = json.error as { url?: unknown; target?: string } | undefined;
  if (!fixtureOrigin || !detail || typeof detail.url !== 'string' || !detail.url.startsWith(fixtureOrigin))
    return;
  detail.url = detail.url.slice(fixtureOrigin.length);
  detail.target = IN_PROCESS_TARGET;
}

export async function handleError(error: unknown, out: Output, fixtureOrigin?: string): Promise<number> {
  const needsCatalogue = ['ApiError', 'AuthError'].includes((error as { name?: string } | null)?.name ?? '');
  const userFacing = needsCatalogue
    ? (await import('../src/platform/http/userMessage')).userFacingMessage
    : undefined;
  const report = describeError(error, userFacing);
  if (report.exitCode === EXIT.ok) return EXIT.ok;
  inProcessTarget(report.json, fixtureOrigin);
  out.error(report.lines);
  // With --json, stdout always holds one JSON document, usage mistakes included (commander already
  // explained those on stderr).
  if (out.json) out.streams.stdout.write(`${JSON.stringify(report.json, null, 2)}\n`);
  if (out.streams.env.LLTS_DEBUG) {
    // For developers only: the stack and every cause behind the message.
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
      out.streams.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : JSON.stringify(e)}\n`);
    }
  }
  return report.exitCode;
}

export async function runCli(argv: readonly string[], streams: CliStreams): Promise<number> {
  const state: ProgramState = { streams, exitCode: EXIT.ok };
  const program = buildProgram(state, VERSION);
  // The completion scripts' question (hidden: no command of the tree, never in the help).
  if (argv[0] === '__complete') {
    streams.stdout.write(completionText(completeWords(program, argv.slice(1))));
    return EXIT.ok;
  }
  const words = helpAsOption(program, argv);
  if (words.includes('--json') && (words.includes('--help') || words.includes('-h'))) {
    streams.stdout.write(
      `${JSON.stringify({ globalOptions: commandJson(program).options, command: commandJson(addressedCommand(program, words)) }, null, 2)}\n`,
    );
    return EXIT.ok;
  }
  try {
    await program.parseAsync([...words], { from: 'user' });
    return state.exitCode;
  } catch (error) {
    return handleError(
      error,
      state.out ?? new Output(streams, { json: argv.includes('--json') }),
      state.fixtureOrigin,
    );
  }
}
