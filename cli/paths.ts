// Where the CLI keeps state between invocations: LLTS_CONFIG_DIR, else $XDG_CONFIG_HOME/llts, else
// ~/.config/llts. Sessions are kept per API target so a fixture session never goes to a real API.
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export function configDir(env: Record<string, string | undefined>): string {
  if (env.LLTS_CONFIG_DIR) return resolve(env.LLTS_CONFIG_DIR);
  const xdg = env.XDG_CONFIG_HOME;
  return join(xdg ? resolve(xdg) : join(env.HOME || homedir(), '.config'), 'llts');
}

/** The embedded fixtures' database between invocations (the documented default of --state). */
export const DEFAULT_STATE_FILE_NAME = 'fixtures-state.json';

export function defaultStateFile(env: Record<string, string | undefined>): string {
  return join(configDir(env), DEFAULT_STATE_FILE_NAME);
}

/** The fixture clock lives beside the state file: the state itself does not record it. */
export const clockFileOf = (stateFile: string): string => `${stateFile}.clock.json`;

/** 'fixtures', or the API URL made safe as a file name. */
export function sessionFile(env: Record<string, string | undefined>, target: string): string {
  const slug = target
    .replace(/^https?:\/\//, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .slice(0, 120);
  return join(configDir(env), 'sessions', `${slug}.json`);
}
