// The built bin as a real child process: stdout, --json output and exit codes as a shell sees them.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STACK_LINE } from './support';

const root = join(import.meta.dirname, '../..');
const bin = join(root, 'cli/bin/llts.cjs');

describe('the llts bin', () => {
  let config: string;
  beforeAll(async () => {
    // The bundle as `npm install` (prepare) builds it, from the sources under test; rebuilt only when a
    // source is newer than it (several files do this at once, safely: cli/build.mjs).
    const { buildCliIfStale } = (await import(join(root, 'cli/build.mjs'))) as {
      buildCliIfStale: () => Promise<string>;
    };
    await buildCliIfStale();
    config = mkdtempSync(join(tmpdir(), 'llts-bin-'));
  }, 60_000);
  afterAll(() => rmSync(config, { recursive: true, force: true }));

  const llts = (...args: string[]) => {
    const result = spawnSync('node', [bin, ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, LLTS_CONFIG_DIR: config, NO_COLOR: '1' },
      timeout: 60_000,
    });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  it('--help: exit 0, the usage on stdout', () => {
    const result = llts('--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: llts [options] [command]');
    expect(result.stderr).toBe('');
  });

  it('an unknown command: the help on stderr, exit 2', () => {
    const result = llts('frobnicate');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown command 'frobnicate'");
    expect(result.stderr).toContain('Usage: llts');
  });

  it('--json: one JSON document on stdout, exit 0', () => {
    const result = llts('--json', '--user', 'client', 'quote', 'show', 'aq-ready');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      jobRequestId: 'aq-ready',
      state: 'answerable',
      totalText: '$810.00',
    });
  });

  it('bad input exits 2, an API error exits 1, neither with a stack trace', () => {
    const input = llts(
      '--user',
      'client',
      'quote',
      'accept',
      'aq-ready',
      '--payment',
      'bill-to-account',
      '--agree',
    );
    expect(input.code).toBe(2);
    expect(input.stderr.trim()).toBe('clientIdNumber: Required');
    const api = llts('--json', '--user', 'client', 'request', 'show', 'jr-nope');
    expect(api.code).toBe(1);
    expect(JSON.parse(api.stdout)).toMatchObject({ error: { code: 'api', status: 404 } });
    expect(api.stderr + input.stderr).not.toMatch(STACK_LINE);
  });

  it('scenario run exits 0 when everything passes', () => {
    const result = llts('scenario', 'run', 'fixtures/scenarios/auto-quote', '--reporter', 'json');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ failed: 0 });
  });

  // The reading end is closed before the child writes a byte (node takes a while to start), as `| head -1`
  // does once it has its line: every write of the child then fails with EPIPE.
  const intoClosedPipe = (...args: string[]) =>
    new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn('node', [bin, ...args], {
        cwd: root,
        env: { ...process.env, LLTS_CONFIG_DIR: config, NO_COLOR: '1' },
      });
      child.stdout.destroy();
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({ code, stderr }));
    });

  it('writing into a closed pipe ends quietly: no EPIPE stack, exit 0', async () => {
    for (const args of [['--help'], ['--user', 'client', 'request', 'list', '--all', '--json']]) {
      const result = await intoClosedPipe(...args);
      expect(result.stderr, args.join(' ')).toBe('');
      expect(result.code, args.join(' ')).toBe(0);
    }
  });
});
