// `llts fixtures serve` as a child process: the fixtures over HTTP (API at /api/v1, the emulated Cognito pool
// at /cognito/), for what runs the portal in API mode against them: the e2e project `api` and the
// Lighthouse bench's production mode. Its state lives in a folder of the caller's.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildCliIfStale } from '../cli/build.mjs';

/**
 * What the server printed once it listens (`--json`): its URL, and the config.json of a portal whose API and
 * identity service it is, with the server's own pool ids (not a copy of them).
 */
function printedServer(out) {
  try {
    const { url, api, cognito, userPoolId, clientId } = JSON.parse(out);
    return {
      url: url.replace(/\/$/, ''),
      config: { apiBaseUrl: api, cognito: { userPoolId, clientId, endpoint: cognito } },
    };
  } catch {
    return undefined;
  }
}

/**
 * Starts the server on `port` (0: a free one) with its state in `dir`; resolves with its URL and the API-mode
 * config.json once it listens. The bundle is rebuilt first when a source is newer, so the server runs the
 * checkout's code.
 * @param {string} root the checkout
 * @param {string} dir
 * @param {number} [port]
 */
export async function startFixtureApi(root, dir, port = 0) {
  await buildCliIfStale();
  const args = ['--json', 'fixtures', 'serve', '--port', String(port), '--state', join(dir, 'state.json')];
  const child = spawn(process.execPath, [join(root, 'cli/bin/llts.cjs'), ...args], {
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
      const printed = printedServer(out);
      if (printed) resolve({ ...printed, stop });
    });
    child.once('exit', (code) => reject(new Error(`llts fixtures serve exited ${code}: ${err.slice(-400)}`)));
  });
}
