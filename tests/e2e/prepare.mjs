// What the Playwright suite needs before it starts: Debian's Chromium and nginx (installed when missing, if it
// can be) and a fresh production build. `npm test` runs this beside the type check and lint (it waits on the
// network and the disk more than on the cores), then the suite with E2E_PREPARED=1; alone, run.mjs runs it first.
import { execFileSync, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { HEADLESS_SHELL, testChromium } from '../../lib/chromium.mjs';
import { BROTLI_MODULE } from '../../scripts/nginx-config.mjs';

const onPath = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
let aptUpdated = false;

/**
 * Installs Debian packages when it can (root with apt-get); says whether it did. Only what they depend on:
 * Chromium's recommended packages (printing, notifications, a desktop's fonts and drivers) are a hundred more,
 * and installing them took a new machine minutes of CPU beside the first tests.
 */
function aptInstall(...packages) {
  if (process.getuid?.() !== 0 || !onPath('apt-get')) return false;
  console.log(`e2e: installing Debian package(s) ${packages.map((name) => `"${name}"`).join(', ')} ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    if (!aptUpdated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env,
    });
  } catch {
    return false;
  }
  return true;
}

// With the fonts Chromium recommends, which the pages' layout checks (overflow at a phone's width) were made with.
const installHeadlessShell = () =>
  aptInstall('chromium-headless-shell', 'fonts-liberation') && existsSync(HEADLESS_SHELL);

/**
 * Debian's nginx and its brotli module, for the specs that serve the build through it (tests/e2e/support/nginx.ts); without them
 * those specs fail, and this says what to install.
 */
function ensureNginx() {
  if (onPath('nginx') && existsSync(BROTLI_MODULE)) return;
  if (!aptInstall('nginx-light', 'libnginx-mod-http-brotli-static')) {
    console.log(
      'e2e: no nginx with its brotli module; the specs that serve the build through nginx will fail. Install them with\n' +
        '  sudo apt-get install -y nginx-light libnginx-mod-http-brotli-static',
    );
  }
}

/**
 * The browser CHROMIUM_PATH names, else Debian's headless shell, installed when missing if it can be;
 * the full Chromium does too, at a higher CPU cost. Without either it explains what to install.
 */
function ensureChromium() {
  if (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL) && !installHeadlessShell()) {
    if (existsSync(testChromium()))
      console.log(`e2e: using ${testChromium()} (slower than the headless shell)`);
  }
  if (existsSync(testChromium())) return;
  console.error(
    `e2e: no Chromium at ${testChromium()}.\n` +
      "  Install Debian's package (sudo apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH to a\n" +
      '  Chromium binary. Browser downloads (playwright install) do not work on these machines and are never used.',
  );
  process.exit(1);
}

/** Installs what is missing and builds; exits the process with the build's status if it fails. */
export function prepareE2e() {
  ensureChromium();
  ensureNginx();
  const build = spawnSync('node', ['esbuild.config.mjs', 'build'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) prepareE2e();
