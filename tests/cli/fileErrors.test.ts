// File-system problems with paths the user chose (-o, --out, LLTS_CONFIG_DIR) are bad input: one line
// naming the path and exit 2, never "Unexpected error: ENOENT" or a stack trace.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeError } from '../../cli/errors';
import { cliHome, STACK_LINE } from './support';

describe('file-system errors', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  const expectOneLineNaming = (result: { code: number; stderr: string }, path: string) => {
    expect(result.code).toBe(2);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(path);
    expect(result.stderr).not.toMatch(/Unexpected error|EEXIST|ENOENT|ENOTDIR/);
    expect(result.stderr).not.toMatch(STACK_LINE);
  };

  it('-o naming an existing file', async () => {
    const file = join(home.dir, 'a-file');
    writeFileSync(file, 'x');
    const result = await home.run(['--user', 'client', 'request', 'download', 'jr-mt-done', '-o', file]);
    expectOneLineNaming(result, file);
    expect(result.stderr).toContain('a file of that name is in the way');
  });

  it('LLTS_CONFIG_DIR that is a file', async () => {
    const file = join(home.dir, 'config-file');
    writeFileSync(file, 'x');
    const result = await home.run(['--user', 'client', 'whoami'], { env: { LLTS_CONFIG_DIR: file } });
    expectOneLineNaming(result, file);
  });

  it('--json: the error document names the path', async () => {
    const file = join(home.dir, 'config-file-json');
    writeFileSync(file, 'x');
    const result = await home.run(['--json', '--user', 'client', 'whoami'], {
      env: { LLTS_CONFIG_DIR: file },
    });
    expect(result.code).toBe(2);
    expect(result.json<{ error: { code: string; path: string } }>().error).toMatchObject({
      code: 'fileSystem',
    });
    expect(result.json<{ error: { path: string } }>().error.path).toContain(file);
  });

  it('scenario run --out into a missing folder is refused before anything runs', async () => {
    const out = join(home.dir, 'missing', 'results.xml');
    const result = await home.run([
      'scenario',
      'run',
      'fixtures/scenarios/auth',
      '--reporter',
      'junit',
      '--out',
      out,
    ]);
    expectOneLineNaming(result, join(home.dir, 'missing'));
    expect(result.stdout).toBe('');
  });

  // Root ignores file modes, so the unwritable folder is only real for other users; the message for it
  // is checked on the error itself below.
  it.skipIf(process.getuid?.() === 0)('an unwritable config dir', async () => {
    const locked = join(home.dir, 'locked');
    mkdirSync(locked);
    chmodSync(locked, 0o500);
    const result = await home.run(['login', '--user', 'client'], {
      env: { LLTS_CONFIG_DIR: join(locked, 'llts') },
    });
    chmodSync(locked, 0o700);
    expectOneLineNaming(result, locked);
  });

  it('permission denied reads as one line naming the path, exit 2', () => {
    const error = Object.assign(new Error("EACCES: permission denied, mkdir '/etc/llts'"), {
      code: 'EACCES',
      syscall: 'mkdir',
      path: '/etc/llts',
    });
    expect(describeError(error)).toMatchObject({
      exitCode: 2,
      lines: ['Cannot create the folder /etc/llts: permission denied.'],
    });
  });
});
