// Help-text and option-parsing helpers shared by the command declarations (no heavy imports here).
import { UsageError } from '../errors';

export const EXIT_CODES_HELP = `
Exit codes:
  0  success
  1  the flow failed (an API or identity error)
  2  bad usage or input (unknown command or option, invalid value, unreadable
     file or unusable path; a command that asks first, without a terminal or --yes)

Environment:
  LLTS_API_BASE_URL          same as --api
  LLTS_COGNITO_USER_POOL_ID, LLTS_COGNITO_CLIENT_ID, LLTS_COGNITO_ENDPOINT
                             same as --user-pool-id, --client-id, --cognito-endpoint
  LLTS_USER, LLTS_PASSWORD   credentials (--user/--password win; both win over \`llts login\`)
  LLTS_CONFIG_DIR            where sessions and the fixture state live
                             (default $XDG_CONFIG_HOME/llts or ~/.config/llts)
  LLTS_DEBUG                 1: print the stack and causes of an error on stderr
  NO_COLOR                   same as --no-color`;

/** "Example:" help text for a command. */
export function examples(...lines: string[]): string {
  return `\nExample${lines.length > 1 ? 's' : ''}:\n${lines.map((line) => `  ${line}`).join('\n')}\n`;
}

/**
 * The parser of a page number or size: anything but 1, 2, 3, ... is bad usage naming the option (exit 2),
 * never an "Unexpected error" and never sent to the server.
 */
export const positiveWholeNumber =
  (option: string) =>
  (value: string): number => {
    const number = Number(value);
    if (!/^\s*\d+\s*$/.test(value) || number < 1)
      throw new UsageError(`${option} must be a positive whole number, got '${value}'.`);
    return number;
  };

/** --yes of a command that asks before it changes data for good (cli/confirm.ts). */
export const YES_FLAGS = '-y, --yes';
export const YES_DESCRIPTION = 'do not ask for confirmation (required where there is no terminal to ask on)';

/** Collects a repeatable option's values. */
export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/** A comma list option: 'deu, fra' → ['deu', 'fra']. */
export const commaList = (value: string, previous: string[] = []): string[] => [
  ...previous,
  ...value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
];
