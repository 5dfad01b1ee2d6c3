// What `llts scenario run --driver ui` takes, and what tests may change (a page object of their own).
import type { UiStep } from './uiStep';

export interface UiDriverOptions {
  /** A running portal to open instead of serving dist/ (its config.json is answered by the driver). */
  baseUrl?: string;
  /** The production build to serve; built with `node esbuild.config.mjs build` when missing. */
  distDir?: string;
  /** The project root (where esbuild.config.mjs lives), for that build. */
  root?: string;
  /** Debian's Chromium by default: CHROMIUM_PATH, else its headless shell, else the full browser (lib/chromium.mjs). */
  executablePath?: string;
  /** Where screenshots of failed steps go. */
  artifactsDir?: string;
  /** How long an action waits for its element (default 30 s; a test of a broken label needs less). */
  actionTimeoutMs?: number;
  /** Test-only: page objects replacing the registry's, by operation name (e.g. one with a wrong label). */
  overrides?: Readonly<Record<string, UiStep>>;
  /** Progress lines (build, server, browser), for the CLI's stderr. */
  log?: (line: string) => void;
}
