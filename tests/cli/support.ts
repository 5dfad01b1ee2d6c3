// Runs llts in-process (commander's parseAsync with exitOverride) with captured streams and a private
// config dir, so every test has its own sessions and fixture database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../cli/index';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  /** The prompts a command asked its lines with (a terminal shows them on stderr). */
  prompts: string[];
  json<T = unknown>(): T;
}

export interface CliHome {
  dir: string;
  run(
    args: string[],
    options?: { env?: Record<string, string>; cwd?: string; tty?: boolean; stdin?: string[] },
  ): Promise<CliRun>;
  cleanup(): void;
}

export function cliHome(): CliHome {
  const dir = mkdtempSync(join(tmpdir(), 'llts-test-'));
  return {
    dir,
    async run(args, options = {}) {
      let stdout = '';
      let stderr = '';
      const prompts: string[] = [];
      const code = await runCli(args, {
        stdout: { write: (chunk: string) => (stdout += chunk), isTTY: options.tty },
        stderr: { write: (chunk: string) => (stderr += chunk), isTTY: options.tty },
        // Lines a command reads (secrets), as a pipe would give them.
        stdin: options.stdin
          ? {
              isTTY: options.tty,
              readLine: async (prompt: string) => {
                prompts.push(prompt);
                return options.stdin?.shift();
              },
            }
          : undefined,
        env: { LLTS_CONFIG_DIR: dir, PATH: process.env.PATH, ...options.env },
        cwd: options.cwd ?? process.cwd(),
      });
      return {
        code,
        stdout,
        stderr,
        prompts,
        json: <T>() => JSON.parse(stdout) as T,
      };
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A stack trace line (never allowed in user-facing output). */
export const STACK_LINE = /^\s+at .+\(.+:\d+:\d+\)$/m;
