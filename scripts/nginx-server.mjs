// Debian's nginx serving a build with the configuration the build generates (scripts/nginx-config.mjs): on a
// port of the caller's, in a temporary prefix, and without root privileges (as `nobody` when run as root).
// The e2e projects `nginx` and `api` (tests/e2e/support/) and the Lighthouse bench (bench/lighthouse.mjs)
// start it. tests/e2e/prepare.mjs installs nginx when it can, as it installs Chromium.
import { spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BROTLI_MODULE, standaloneNginxConfig, writeNginxConfig } from './nginx-config.mjs';

const NOBODY = 65534;
const START_TIMEOUT_MS = 10_000;

export const nginxInstalled = () =>
  spawnSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' }).status === 0;

export const NGINX_MISSING =
  "nginx is not installed: `sudo apt-get install -y nginx-light libnginx-mod-http-brotli-static` (Debian's " +
  'packages; tests/e2e/run.mjs installs them when it runs as root).';

/**
 * The folder nginx serves: `dist` itself, or, for another `config`, a folder of links to dist's files beside
 * that config.json. dist/ is left as it is: another server (the e2e suite's own) may be serving it.
 */
function siteRoot(prefix, dist, config) {
  if (!config) return dist;
  const site = join(prefix, 'site');
  mkdirSync(site);
  for (const name of readdirSync(dist)) {
    if (name !== 'config.json') symlinkSync(join(dist, name), join(site, name));
  }
  writeFileSync(join(site, 'config.json'), JSON.stringify(config, null, 2));
  return site;
}

/**
 * Starts nginx on `dist` (already built) at 127.0.0.1:`port`, with the build's config.json or `config`
 * (the policy is written for the one served), and resolves once it answers.
 * @param {{ dist: string, port: number, config?: unknown }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startNginx({ dist, port, config }) {
  if (!nginxInstalled()) throw new Error(NGINX_MISSING);
  const prefix = mkdtempSync(join(tmpdir(), 'llts-nginx-'));
  const root = siteRoot(prefix, dist, config);
  const include = join(prefix, 'portal.conf');
  await writeNginxConfig({ dist: root, out: include, root, listen: `127.0.0.1:${port}` });
  writeFileSync(
    join(prefix, 'nginx.conf'),
    standaloneNginxConfig({ prefix, include, brotliModule: existsSync(BROTLI_MODULE) ? BROTLI_MODULE : '' }),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(prefix, NOBODY, NOBODY);
  let output = '';
  const child = spawn(
    'nginx',
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
    },
  );
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  const until = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(join(prefix, 'error.log'))
        ? readFileSync(join(prefix, 'error.log'), 'utf8')
        : '';
      await stop();
      throw new Error(`nginx exited with ${child.exitCode}:\n${output}${log}`);
    }
    if (
      await fetch(`${url}/config.json`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, stop };
    if (Date.now() > until) {
      await stop();
      throw new Error(`nginx did not answer on ${url} within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
