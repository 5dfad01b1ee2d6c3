// Runs the Playwright suite in Debian's Chromium against a fresh production build.
// When no Chromium is found it installs Debian's package if it can (root with apt-get), else explains how.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
    console.log('e2e: Chromium not found; installing Debian package "chromium" ...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(chromium)) return;
  }
  console.error(
    `e2e: no Chromium at ${chromium}.\n` +
      '  Install Debian\'s package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.\n' +
      '  Browser downloads (playwright install) do not work on these machines and are never used.',
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
