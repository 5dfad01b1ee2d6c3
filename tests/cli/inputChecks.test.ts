// Input the CLI can check is checked before anything is sent: exit 2 with the spec's message, never a
// failed flow (exit 1) from a server that was asked something malformed.
import { truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliHome } from './support';

describe('input checked before sending', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  it('an MFA --code that is not 6 digits is invalid input', async () => {
    for (const code of ['12345', '1234567', 'abcdef']) {
      const result = await home.run(['login', '--user', 'mfa', '--code', code]);
      expect(result.code, code).toBe(2);
      expect(result.stderr.trim(), code).toBe('code: The code must be 6 digits');
    }
  });

  it('a disabled or unknown language, by id or name, for requests and machine translation', async () => {
    const create = await home.run([
      '--user',
      'client',
      'request',
      'create',
      '--name',
      'X',
      '--source',
      'Klingon',
      '--target',
      'deu,xyz',
      '--text',
      'hi',
      '--service',
      '101',
      '--field',
      'Department=Marketing',
    ]);
    expect(create.code).toBe(2);
    expect(create.stderr).toContain('sourceLanguageId: Klingon (kln) is disabled');
    expect(create.stderr).toContain("targetLanguageIds: Unknown language 'xyz'");

    const text = await home.run(['--user', 'client', 'mt', 'text', 'Hello', '--to', 'xyz']);
    expect(text.code).toBe(2);
    expect(text.stderr.trim()).toBe("to: 'xyz' is not a language of machine translation");
    const klingon = await home.run([
      '--user',
      'client',
      'mt',
      'text',
      'Hello',
      '--from',
      'Klingon',
      '--to',
      'deu',
    ]);
    expect(klingon.code).toBe(2);
    expect(klingon.stderr).toContain('from:');

    // Names work as well as ids.
    const german = await home.run(['--user', 'client', '--json', 'mt', 'text', 'Hello', '--to', 'German']);
    expect(german.code).toBe(0);
  });

  it('the visitor total must be under 60 MB: exactly 62914560 bytes is refused before sending', async () => {
    const half = 62_914_560 / 2;
    for (const name of ['a.bin', 'b.bin']) {
      writeFileSync(join(home.dir, name), '');
      truncateSync(join(home.dir, name), half);
    }
    const result = await home.run(
      [
        'request',
        'create',
        '--email',
        'visitor@acme.example',
        '--first-name',
        'Vi',
        '--last-name',
        'Sitor',
        '--name',
        'Big',
        '--source',
        'enu',
        '--target',
        'fra',
        '--service',
        '101',
        '--field',
        'Department=Sales',
        '--files',
        'a.bin',
        'b.bin',
      ],
      { cwd: home.dir },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('The total size of the files must be less than 60 MB');
  });
});

describe('--password-stdin', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());
  it('reads the password from stdin, like docker login', async () => {
    const ok = await home.run(['--password-stdin', 'login', '--user', 'client'], { stdin: ['Demo-pass-1'] });
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('Signed in as client');
    const wrong = await home.run(['--password-stdin', 'login', '--user', 'client'], { stdin: ['nope'] });
    expect(wrong.code).toBe(1);
    const both = await home.run(['--password', 'x', '--password-stdin', 'login', '--user', 'client'], {
      stdin: ['Demo-pass-1'],
    });
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('Give --password or --password-stdin, not both.');
  });
});
