// `llts fixtures serve` as a child process: the fixtures over HTTP (API at /api/v1, the emulated Cognito pool
// at /cognito/), for what runs the portal in API mode against them: the e2e project `api` and the
// Lighthouse bench's production mode. Its state lives in a folder of the caller's.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildCliIfStale } from '../cli/build.mjs';

/** The emulated pool `llts fixtures serve` answers for (README, "Fixtures"). */
export const FIXTURE_POOL = { userPoolId: 'us-east-1_LLTSdemo', clientId: 'llts-demo-client' };

/** The config.json of a portal whose API and identity service are the fixture server at `url`. */
export const apiModeConfig = (url) => ({
  apiBaseUrl: `${url}/api/v1`,
  cognito: { ...FIXTURE_POOL, endpoint: `${url}/cognito/` },
});

/**
 * Starts the server on `port` (0: a free one) with its state in `dir`; resolves with its URL once it
 * listens. The bundle is rebuilt first when a source is newer, so the server runs the checkout's code.
 * @param {string} root the checkout
 * @param {string} dir
 * @param {number} [port]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startFixtureApi(root, dir, port = 0) {
  await buildCliIfStale();
  const args = ['--json', 'fixtures', 'serve', '--port', String(port), '--state', join(dir, 'state.json')];
  const child = spawn(process.execPath, [join(root, 'cli/bin/llts.mjs'), ...args], {
    env: { ...process.env, LLTS_CONFIG_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr.on('data', (chunk) => (err += chunk));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /"url":\s*"([^"]+)"/.exec(out);
      if (match) resolve({ url: match[1].replace(/\/$/, ''), stop });
    });
    child.once('exit', (code) => reject(new Error(`llts fixtures serve exited ${code}: ${err.slice(-400)}`)));
  });
}
