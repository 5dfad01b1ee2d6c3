// Debian's nginx serving dist/ with the configuration the build generates (scripts/nginx-config.mjs), for the
// e2e project `nginx`: on a high port, in a temporary prefix, and without root privileges (as `nobody` when
// the tests run as root). tests/e2e/prepare.mjs installs nginx when it can, as it installs Chromium.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BROTLI_MODULE, standaloneNginxConfig, writeNginxConfig } from '../../../scripts/nginx-config.mjs';

export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 100);
export const DIST = resolve(import.meta.dirname, '../../../dist');
const NOBODY = 65534;

export const nginxInstalled = () =>
  spawnSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' }).status === 0;

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** Starts nginx on dist/ (already built) and resolves once it answers. */
export async function startNginx(): Promise<RunningNginx> {
  if (!nginxInstalled()) {
    throw new Error(
      "nginx is not installed: `sudo apt-get install -y nginx-light libnginx-mod-http-brotli-static` (Debian's " +
        'packages; tests/e2e/run.mjs installs them when it runs as root).',
    );
  }
  const prefix = mkdtempSync(join(tmpdir(), 'e2e-nginx-'));
  const include = join(prefix, 'portal.conf');
  await writeNginxConfig({ dist: DIST, out: include, root: DIST, listen: `127.0.0.1:${NGINX_PORT}` });
  writeFileSync(
    join(prefix, 'nginx.conf'),
    standaloneNginxConfig({ prefix, include, brotliModule: existsSync(BROTLI_MODULE) ? BROTLI_MODULE : '' }),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(prefix, NOBODY, NOBODY);
  let output = '';
  const child: ChildProcess = spawn(
    'nginx',
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
    },
  );
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${NGINX_PORT}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  const until = Date.now() + 10_000;
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
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop };
    if (Date.now() > until) {
      await stop();
      throw new Error(`nginx did not answer on ${url} within 10 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
