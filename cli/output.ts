import { terminalLines } from './terminalText';

// Where the CLI writes. Results go to stdout (one JSON document with --json, nothing else there);
// progress, notes and errors go to stderr. --quiet drops notes and progress, never results or errors.

export interface CliStreams {
  stdout: { write(chunk: string): unknown; isTTY?: boolean };
  stderr: { write(chunk: string): unknown; isTTY?: boolean };
  /**
   * Lines a command reads (secrets for llts password change, answers for llts signup): the next line, typed
   * on a terminal after `prompt` (on stderr; without echo unless `echo`) or read from a pipe. Absent where there is no input (tests that give none).
   */
  stdin?: {
    isTTY?: boolean;
    readLine(prompt: string, options?: { echo?: boolean }): Promise<string | undefined>;
  };
  env: Record<string, string | undefined>;
  cwd: string;
}

export interface OutputOptions {
  json?: boolean;
  quiet?: boolean;
  color?: boolean;
}

export interface Paint {
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
}

const code = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
const COLORS: Paint = {
  bold: code(1, 22),
  dim: code(2, 22),
  red: code(31, 39),
  green: code(32, 39),
  yellow: code(33, 39),
};
const PLAIN: Paint = { bold: (t) => t, dim: (t) => t, red: (t) => t, green: (t) => t, yellow: (t) => t };

export class Output {
  readonly json: boolean;
  readonly quiet: boolean;
  /** Colours for stdout. */
  readonly paint: Paint;
  /** Colours for stderr, judged on stderr itself: `llts … 2>log` from a terminal keeps escapes out of the log. */
  private readonly errorPaint: Paint;
  readonly streams: CliStreams;

  constructor(streams: CliStreams, options: OutputOptions = {}) {
    this.streams = streams;
    this.json = options.json === true;
    this.quiet = options.quiet === true;
    // NO_COLOR (no-color.org) and a non-terminal stdout turn colours off as well as --no-color.
    const allowed = options.color !== false && !streams.env.NO_COLOR;
    this.paint = allowed && streams.stdout.isTTY === true ? COLORS : PLAIN;
    this.errorPaint = allowed && streams.stderr.isTTY === true ? COLORS : PLAIN;
  }

  /** The command's result: JSON with --json, else the human lines. */
  result(data: unknown, human: () => string | readonly string[]): void {
    if (this.json) {
      this.streams.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
      return;
    }
    const lines = human();
    const textOut = typeof lines === 'string' ? lines : lines.join('\n');
    if (textOut) this.streams.stdout.write(`${textOut}\n`);
  }

  /** A note for people (what happened, what to do next): stderr, silenced by --quiet. */
  note(message: string): void {
    if (!this.quiet) this.streams.stderr.write(`${terminalLines(message)}\n`);
  }

  error(lines: readonly string[]): void {
    for (const line of lines) this.streams.stderr.write(`${this.errorPaint.red(terminalLines(line))}\n`);
  }

  /** Progress bars draw only on a terminal, and never with --json or --quiet. */
  get showsProgress(): boolean {
    return !this.quiet && !this.json && this.streams.stderr.isTTY === true;
  }
}
