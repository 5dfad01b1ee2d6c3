// The one place that turns any error into what the user sees and the exit code (shadcn CLI style):
//   0 success · 1 the flow failed (an API or identity error) · 2 bad usage or input.
// No stack trace ever reaches the user; LLTS_DEBUG=1 adds it on stderr for developers.
// Only light imports here: the help path loads this module too.

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Bad usage or input the CLI itself detects (a missing option, an unreadable file). Exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  readonly details?: string[];
  constructor(message: string, details?: string[]) {
    super(message);
    this.details = details;
  }
}

/** Something that is not the user's input went wrong in the CLI's own work. Exit 1. */
export class CliFailure extends Error {
  override readonly name = 'CliFailure';
}

export interface ErrorReport {
  exitCode: number;
  /** Lines for stderr. */
  lines: string[];
  /** The machine-readable form for --json. */
  json: Record<string, unknown>;
}

interface Named {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  exitCode?: unknown;
  status?: unknown;
  url?: unknown;
  fields?: unknown;
  cause?: unknown;
  path?: unknown;
  syscall?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

// A file-system error of Node (it has a syscall and a path) is about a path the user chose: --out, -o,
// --state, LLTS_CONFIG_DIR. Told in one line naming the path, exit 2, never "Unexpected error: ENOENT".
const FS_REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or folder',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'a file of that name is in the way',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the name is too long',
};

const FS_ACTIONS: Readonly<Record<string, string>> = {
  mkdir: 'create the folder',
  open: 'open',
  read: 'read',
  write: 'write',
  rename: 'write',
  unlink: 'remove',
  rmdir: 'remove',
  scandir: 'read the folder',
  stat: 'read',
  lstat: 'read',
  chmod: 'change the mode of',
  copyfile: 'copy to',
  symlink: 'link',
};

function fileSystemLine(e: Named): string | undefined {
  const code = text(e.code);
  const path = text(e.path);
  if (!path || !text(e.syscall) || !(code in FS_REASONS)) return undefined;
  const action = FS_ACTIONS[text(e.syscall)] ?? 'use';
  return `Cannot ${action} ${path}: ${FS_REASONS[code]}.`;
}

// Error classes are recognised by name, not instanceof: the platform modules load lazily, and the help
// path must not import them just to classify an error.
export function describeError(error: unknown, userFacing?: (error: unknown) => string): ErrorReport {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Named;
  const name = text(e.name);
  const message = text(e.message) || String(error);
  switch (text(e.code).startsWith('commander.') ? 'CommanderError' : name) {
    case 'CommanderError': {
      const code = text(e.code);
      // `llts help <command>` ends with commander.help and exit code 0; the help shown for a missing command
      // ends with the same code and 1: a usage mistake.
      const ok =
        code === 'commander.helpDisplayed' ||
        code === 'commander.version' ||
        (code === 'commander.help' && e.exitCode === 0);
      return { exitCode: ok ? EXIT.ok : EXIT.usage, lines: [], json: { error: { code, message } } };
    }
    case 'UsageError':
      return {
        exitCode: EXIT.usage,
        lines: [message, ...((error as UsageError).details ?? [])],
        json: { error: { code: 'usage', message, details: (error as UsageError).details } },
      };
    case 'InvalidInputError': {
      const fields = (e.fields ?? {}) as Record<string, string>;
      const lines = Object.entries(fields).map(([field, m]) => (field ? `${field}: ${m}` : m));
      return {
        exitCode: EXIT.usage,
        lines,
        json: { error: { code: 'invalidInput', message: lines.join('; '), fields } },
      };
    }
    case 'ScenarioFileError': {
      const lines = message.split('\n');
      return {
        exitCode: EXIT.usage,
        lines,
        json: { error: { code: 'scenarioFile', message, problems: lines } },
      };
    }
    case 'NetworkError': {
      const url = text(e.url);
      const cause = (e.cause as Named | undefined)?.cause as Named | undefined;
      const reason = text(cause?.code) || text((e.cause as Named | undefined)?.message);
      const line = `Cannot reach ${url ? new URL(url).origin : 'the API'}${reason ? ` (${reason})` : ''}: check --api and your connection.`;
      return {
        exitCode: EXIT.failed,
        lines: [line],
        json: { error: { code: 'network', message: line, url } },
      };
    }
    case 'ApiError': {
      const shown = userFacing ? userFacing(error) : message;
      return {
        exitCode: EXIT.failed,
        lines: [shown],
        json: { error: { code: 'api', message: shown, status: e.status, url: e.url } },
      };
    }
    case 'AuthError':
    case 'FlowError':
    case 'ResponseFormatError':
    case 'UnsafeUrlError':
    case 'CliFailure':
      return {
        exitCode: EXIT.failed,
        lines: [userFacing ? userFacing(error) : message],
        json: {
          error: { code: text(e.code) || name, message, ...(text(e.status) ? { status: e.status } : {}) },
        },
      };
    default: {
      const fsLine = fileSystemLine(e);
      if (fsLine) {
        return {
          exitCode: EXIT.usage,
          lines: [fsLine],
          json: { error: { code: 'fileSystem', message: fsLine, path: e.path, reason: e.code } },
        };
      }
      return {
        exitCode: EXIT.failed,
        lines: [`Unexpected error: ${message}`],
        json: { error: { code: 'unexpected', message } },
      };
    }
  }
}
