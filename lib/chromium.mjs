// Debian's Chromium and the flags every launcher here gives it (Playwright's config, the scenario UI driver,
// the bench): no sandbox in containers, no GPU, no network chatter. One list, so they never drift apart.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * For a browser whose pages live for seconds (the e2e tests, the scenario UI driver): V8's baseline compiler
 * only, as its optimising compilers (Maglev, TurboFan) spend more CPU on such pages than their code saves.
 * The bench keeps V8's defaults, as users have them.
 */
export const SHORT_LIVED_PAGES_ARGS = [...CHROMIUM_ARGS, '--js-flags=--max-opt=1'];

/**
 * Debian's two builds of Chromium, lightest first. The headless shell (package chromium-headless-shell) is
 * the same engine without the browser's own windows and tab strip: tests that only drive pages run in
 * much less CPU time than the full browser (`npm run bench` keeps the full one, as users have it).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The Chromium tests launch: CHROMIUM_PATH when set, else the headless shell, else the full browser. */
export function testChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) || !existsSync(FULL_CHROMIUM) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
