// Output and config folders the system will not take (a folder under /proc, where Node's `mkdir -p` spun
// forever) and a full disk (/dev/full, a raw ENOSPC): one line naming the path, exit 2, at once.
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { cliHome, STACK_LINE } from './support';

const linux = existsSync('/proc/self') && existsSync('/dev/full');

describe.skipIf(!linux)('unusable output paths', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  const expectOneLine = (result: { code: number; stderr: string; stdout: string }, text: string) => {
    expect(result.code).toBe(2);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(text);
    expect(result.stderr).not.toMatch(/Unexpected error|ENOSPC|ENOENT/);
    expect(result.stderr).not.toMatch(STACK_LINE);
  };

  it('coupa download -o /proc/x', async () => {
    await home.run(['coupa', 'start', 'po-demo']);
    const result = await home.run(['coupa', 'download', 'jr-coupa-done', '-o', '/proc/llts-x']);
    expectOneLine(result, 'Cannot create the folder /proc/llts-x');
  });

  it('request download -o /proc/x, with --zip and per language', async () => {
    for (const args of [
      ['--zip', '-o', '/proc/llts-x/y'],
      ['--lang', 'deu', '-o', '/proc/llts-x'],
    ]) {
      const result = await home.run(['--user', 'client', 'request', 'download', 'jr-mt-done', ...args]);
      expectOneLine(result, 'Cannot create the folder /proc/llts-x');
    }
  });

  it('LLTS_CONFIG_DIR=/proc/x: for a session and for the fixture state', async () => {
    for (const args of [
      ['login', '--user', 'client'],
      ['--user', 'client', 'whoami'],
    ]) {
      const result = await home.run(args, { env: { LLTS_CONFIG_DIR: '/proc/llts-x' } });
      expectOneLine(result, 'Cannot create the folder /proc/llts-x');
    }
  });

  it('a full disk: reports export, quote pdf and scenario run write to /dev/full', async () => {
    const runs = [
      ['--user', 'client', 'reports', 'export', 'rpt-client-contacts', '-o', '/dev/full'],
      ['--user', 'client', 'quote', 'pdf', 'aq-ready', '-o', '/dev/full'],
      ['scenario', 'run', 'fixtures/scenarios/auth', '--reporter', 'junit', '--out', '/dev/full'],
    ];
    for (const args of runs) {
      const result = await home.run(args);
      expectOneLine(result, 'Cannot write /dev/full: no space left on the device.');
    }
  }, 30_000);
});
