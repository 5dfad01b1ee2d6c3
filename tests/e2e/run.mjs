// Runs the Playwright suite in Debian's Chromium against a fresh production build.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { HEADLESS_SHELL, testChromium } from '../../scripts/chromium.mjs';

/** Installs Debian's package when it can (root with apt-get); says whether it did. */
function installHeadlessShell() {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) return false;
  console.log('e2e: installing Debian package "chromium-headless-shell" ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit', env });
  } catch {
    return false;
  }
  return existsSync(HEADLESS_SHELL);
}

/**
 * The browser CHROMIUM_PATH names, else Debian's headless shell, installed when missing if it can be;
 * the full Chromium does too, at about twice the CPU time. Without either it explains what to install.
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

ensureChromium();
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('node', ['esbuild.config.mjs', 'build']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
