// `llts fixtures serve` as a shell starts it: a real child process that prints where the fixtures answer and
// the emulated pool's ids, then serves until it is stopped.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_COGNITO } from '../../fixtures/server';

const root = join(import.meta.dirname, '../..');
const bin = join(root, 'cli/bin/llts.cjs');

/** Starts serve, resolves with everything printed up to its last banner line, then stops it. */
function serveBanner(config: string, extra: string[] = []): Promise<{ stdout: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [bin, ...extra, 'fixtures', 'serve', '--port', '0'], {
      cwd: config,
      env: { ...process.env, LLTS_CONFIG_DIR: config, NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    const done = (text: string) =>
      text.includes('Ctrl-C') || (extra.includes('--json') && text.trim().endsWith('}'));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (done(stdout)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      stdout ? resolve({ stdout, code }) : reject(new Error(`no output; stderr: ${stderr}`)),
    );
  });
}

describe('llts fixtures serve', () => {
  let config: string;
  beforeAll(async () => {
    // Rebuilt only when a source is newer than it (several files do this at once, safely: cli/build.mjs).
    const { buildCliIfStale } = (await import(join(root, 'cli/build.mjs'))) as {
      buildCliIfStale: () => Promise<string>;
    };
    await buildCliIfStale();
    config = mkdtempSync(join(tmpdir(), 'llts-serve-'));
  }, 60_000);
  afterAll(() => rmSync(config, { recursive: true, force: true }));

  it('prints its URLs and the demo pool id and app client id', async () => {
    const { stdout } = await serveBanner(config);
    const url = /Fixture backend at (http:\/\/\S+)/.exec(stdout)?.[1];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(stdout).toContain(`API      ${url}/api/v1`);
    expect(stdout).toContain(`Cognito  ${url}/cognito/`);
    expect(stdout).toMatch(new RegExp(`Pool id\\s+${FIXTURE_COGNITO.userPoolId}\\n`));
    expect(stdout).toMatch(new RegExp(`App client id\\s+${FIXTURE_COGNITO.clientId}\\n`));
  }, 30_000);

  it('--json gives the ids as fields', async () => {
    const { stdout } = await serveBanner(config, ['--json']);
    const json = JSON.parse(stdout) as Record<string, string>;
    expect(json).toMatchObject({
      userPoolId: FIXTURE_COGNITO.userPoolId,
      clientId: FIXTURE_COGNITO.clientId,
    });
    expect(json.cognito).toBe(`${json.url}/cognito/`);
  }, 30_000);
});
