// `npm start` (node esbuild.config.mjs dev) as a user meets it: the URL appears only once the page can load
// (its script and stylesheet are there), two servers in one checkout keep out of each other's files, and
// an incomplete Cognito configuration is reported at start-up (one of the two servers is started with one).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const running: ChildProcess[] = [];

/** Starts the dev server on a free port; resolves with its URL when it prints it, and what it printed. */
function startDev(env: Record<string, string> = {}, mode: 'dev' | 'serve' = 'dev') {
  const child = spawn(process.execPath, ['esbuild.config.mjs', mode], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Portal running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`dev server exited with ${code}:\n${output}`)));
  });
  return { child, url, output: () => output };
}

async function stop(child: ChildProcess) {
  // Ended already: by itself (an exit code) or by a signal (a signal code, and no exit code).
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map(stop));
});

describe('npm start', () => {
  it('prints the URL once main.js and app.css are served, two servers share a checkout, main.js goes out in brotli; an incomplete Cognito configuration is reported', async () => {
    const first = startDev();
    // The second is made for an API whose Cognito configuration lacks its client id.
    const second = startDev({
      LLTS_API_BASE_URL: 'https://api.example.com/api/v1',
      LLTS_COGNITO_USER_POOL_ID: 'eu-west-1_abc',
    });
    for (const server of [first, second]) {
      const url = await server.url;
      const [script, style] = await Promise.all([
        fetch(`${url}assets/main.js`),
        fetch(`${url}assets/app.css`),
      ]);
      expect(script.status, `${url}assets/main.js`).toBe(200);
      expect(style.status, `${url}assets/app.css`).toBe(200);
      expect((await style.text()).length).toBeGreaterThan(1000);
    }
    // Stopping one leaves the other whole, and takes its own files with it.
    const folder = join(root, '.dev', String(first.child.pid));
    expect(existsSync(folder)).toBe(true);
    await stop(first.child);
    expect(existsSync(folder)).toBe(false);
    const url = await second.url;
    expect((await fetch(`${url}assets/main.js`)).status).toBe(200);
    expect(first.output()).not.toContain('Warning');
    expect(second.output()).toContain(
      'Warning: Cognito configuration is incomplete: LLTS_COGNITO_CLIENT_ID is not set, so sign-in is not configured.',
    );
    const config = (await (await fetch(`${url}config.json`)).json()) as { cognito?: unknown };
    expect(config.cognito).toBeUndefined();

    // It sends the brotli copy of main.js it wrote after the build, as production does.
    const { port } = new URL(url);
    // Raw bytes: fetch would decompress and hide the encoding.
    const answer = await new Promise<{ encoding?: string; vary?: string; body: Buffer }>(
      (resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path: '/assets/main.js', headers: { 'Accept-Encoding': 'br' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                vary: res.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(answer.encoding).toBe('br');
    expect(answer.vary).toBe('Accept-Encoding');
    const plain = await (
      await fetch(`${url}assets/main.js`, { headers: { 'Accept-Encoding': 'identity' } })
    ).text();
    expect(brotliDecompressSync(answer.body).toString()).toBe(plain);
  }, 120_000);

  it('serve warns too, about an API without a user pool', async () => {
    // A build of its own to serve: dist/ may be being rebuilt meanwhile (npm test prepares the browser tests
    // beside the unit tests), and the warning is about the environment, whatever the build holds.
    const dist = mkdtempSync(join(tmpdir(), 'llts-serve-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(join(dist, 'config.json'), '{}');
    const server = startDev(
      { LLTS_API_BASE_URL: 'https://api.example.com/api/v1', LLTS_DIST_DIR: dist },
      'serve',
    );
    try {
      await server.url;
      expect(server.output()).toContain(
        'Warning: LLTS_API_BASE_URL is set but no Cognito user pool: sign-in is not configured.',
      );
    } finally {
      await stop(server.child);
      rmSync(dist, { recursive: true, force: true });
    }
  }, 120_000);
});
