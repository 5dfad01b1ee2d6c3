// mfa, language-groups and org-users, in-process on the embedded fixtures: the drawer's rules and flows.
import { TOTP, Secret } from 'otpauth';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/platform/validation/messages';
import { cliHome } from './support';

const codeNow = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

describe('llts mfa', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  it('enable prints the otpauth URI and secret; --code turns it on; the next sign-in needs a code; disable turns it off', async () => {
    await home.run(['fixtures', 'reset']);
    expect((await home.run(['--json', '--user', 'employee', 'mfa', 'status'])).json()).toEqual({
      username: 'employee',
      enabled: false,
    });

    const started = await home.run(['--json', '--user', 'employee', 'mfa', 'enable']);
    expect(started.code).toBe(0);
    const { secret, uri } = started.json<{ secret: string; uri: string }>();
    expect(uri).toBe(
      `otpauth://totp/llts:employee?secret=${secret}&issuer=llts&algorithm=SHA1&digits=6&period=30`,
    );

    const wrong = await home.run(['--user', 'employee', 'mfa', 'enable', '--code', '12345']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain(MESSAGES.MFA_CODE_FORMAT);
    const good = codeNow(secret);
    const mismatch = await home.run([
      '--user',
      'employee',
      'mfa',
      'enable',
      '--code',
      `${good.slice(0, 5)}${(Number(good[5]) + 5) % 10}`,
    ]);
    expect(mismatch.code).toBe(1);
    expect(mismatch.stderr).toContain(MESSAGES.INVALID_MFA_CODE);

    const on = await home.run(['--user', 'employee', 'mfa', 'enable', '--code', codeNow(secret)]);
    expect(on.code).toBe(0);
    expect(on.stdout).toContain('Authenticator app MFA is enabled.');

    const bare = await home.run(['login', '--user', 'employee']);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('employee uses an authenticator app');
    expect((await home.run(['login', '--user', 'employee', '--totp-secret', secret])).code).toBe(0);
    expect((await home.run(['--json', 'mfa', 'status'])).json()).toMatchObject({ enabled: true });

    const off = await home.run(['mfa', 'disable']);
    expect(off.stdout.trim()).toBe('Authenticator app MFA is disabled.');
    expect((await home.run(['login', '--user', 'employee'])).code).toBe(0);
  });

  it('on a terminal, enable asks for the code after showing the secret', async () => {
    await home.run(['fixtures', 'reset']);
    let shown = '';
    const { runCli } = await import('../../cli/index');
    const code = await runCli(['--user', 'client', 'mfa', 'enable'], {
      stdout: { write: (chunk: string) => (shown += chunk), isTTY: true },
      stderr: { write: () => true, isTTY: true },
      // The code is computed from the secret the command printed before asking.
      stdin: { isTTY: true, readLine: async () => codeNow(/secret=([A-Z2-7]+)/.exec(shown)?.[1] ?? '') },
      env: { LLTS_CONFIG_DIR: home.dir, PATH: process.env.PATH, NO_COLOR: '1' },
      cwd: process.cwd(),
    });
    expect(code).toBe(0);
    expect(shown).toContain('1. Install an authenticator app');
    expect(shown).toMatch(/[▀▄█]/);
    expect(shown).toContain('Authenticator app MFA is enabled.');
  });

  it('is refused where the drawer offers no MFA settings', async () => {
    const sso = await home.run(['--user', 'sso', 'mfa', 'status']);
    expect(sso.code).toBe(1);
    expect(sso.stderr).toContain('single sign-on');
    const globex = await home.run(['--user', 'noapps', 'mfa', 'enable']);
    expect(globex.code).toBe(1);
    expect(globex.stderr).toContain('MFA is not enabled for your organisation.');
  });
});

describe('llts language-groups', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  it('adds, edits and deletes personal groups; the whole list is stored each time', async () => {
    const listed = await home.run([
      '--json',
      '--user',
      'employee',
      'language-groups',
      'list',
      '--scope',
      'personal',
    ]);
    expect(listed.json<Array<{ name: string }>>().map((group) => group.name)).toEqual(['Support docs']);

    const added = await home.run([
      '--json',
      '--user',
      'employee',
      'language-groups',
      'add',
      'Nordic',
      '--languages',
      'Swedish,Danish',
    ]);
    expect(added.code).toBe(0);
    expect(
      added.json<{ groups: Array<{ name: string; languages: Array<{ name: string }> }> }>().groups,
    ).toEqual([
      expect.objectContaining({ name: 'Support docs' }),
      {
        name: 'Nordic',
        scope: 'PERSONAL',
        languages: [
          expect.objectContaining({ name: 'Swedish' }),
          expect.objectContaining({ name: 'Danish' }),
        ],
      },
    ]);

    const duplicate = await home.run([
      '--user',
      'employee',
      'language-groups',
      'add',
      'nordic',
      '--languages',
      'German',
    ]);
    expect(duplicate.code).toBe(2);
    expect(duplicate.stderr).toContain(MESSAGES.DUPLICATE_LANGUAGE_GROUP);
    const empty = await home.run(['--user', 'employee', 'language-groups', 'add', 'Empty']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain(MESSAGES.REQUIRED);

    const edited = await home.run([
      '--json',
      '--user',
      'employee',
      'language-groups',
      'edit',
      'Nordic',
      '--name',
      'Scandinavia',
    ]);
    expect(edited.json<{ groups: Array<{ name: string }> }>().groups.map((group) => group.name)).toEqual([
      'Support docs',
      'Scandinavia',
    ]);
    const deleted = await home.run([
      '--json',
      '--user',
      'employee',
      'language-groups',
      'delete',
      'Support docs',
      '--yes',
    ]);
    expect(deleted.json<{ groups: Array<{ name: string }> }>().groups.map((group) => group.name)).toEqual([
      'Scandinavia',
    ]);
  });

  it("the organisation-wide list is the client role's to change", async () => {
    const employee = await home.run([
      '--user',
      'employee',
      'language-groups',
      'delete',
      'EFIGS',
      '--scope',
      'organization',
      '--yes',
    ]);
    expect(employee.code).toBe(1);
    expect(employee.stderr).toContain('Only organisation managers');
    const client = await home.run([
      '--json',
      '--user',
      'client',
      'language-groups',
      'delete',
      'EFIGS',
      '--scope',
      'organization',
      '--yes',
    ]);
    expect(client.code).toBe(0);
    expect(client.json<{ groups: Array<{ name: string }> }>().groups.map((group) => group.name)).toEqual([
      'Asia Pacific',
      'Nordics',
    ]);
  });
});

describe('llts org-users', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  it('lists with the search matching e-mail, first or last name in any case', async () => {
    const all = await home.run(['--json', '--user', 'client', 'org-users', 'list']);
    expect(all.code).toBe(0);
    expect(all.json<unknown[]>().length).toBeGreaterThan(12);
    const found = await home.run(['--json', '--user', 'client', 'org-users', 'list', '--search', 'ORTEGA']);
    expect(found.json()).toEqual([
      {
        clientContactId: expect.anything(),
        username: 'olivia.ortega',
        name: 'Olivia Ortega',
        email: 'olivia.ortega@acme.example',
        accountEnabled: true,
        mfaEnabled: true,
      },
    ]);
  });

  it('runs the actions the rules allow, and refuses the others before asking the API', async () => {
    const mfaOff = await home.run([
      '--json',
      '--user',
      'client',
      'org-users',
      'disable-mfa',
      'olivia.ortega',
      '--yes',
    ]);
    expect(mfaOff.json()).toMatchObject({ username: 'olivia.ortega', mfaEnabled: false });
    const disabled = await home.run([
      '--json',
      '--user',
      'client',
      'org-users',
      'disable',
      'raj.patel@acme.example',
      '--yes',
    ]);
    expect(disabled.json()).toMatchObject({ username: 'raj.patel', accountEnabled: false });
    expect(
      (await home.run(['--json', '--user', 'client', 'org-users', 'enable', 'raj.patel'])).json(),
    ).toMatchObject({ accountEnabled: true });

    const own = await home.run(['--user', 'client', 'org-users', 'disable', 'client', '--yes']);
    expect(own.code).toBe(1);
    expect(own.stderr).toContain('not available');
    const disabledAccount = await home.run([
      '--user',
      'client',
      'org-users',
      'disable-mfa',
      'tom.becker',
      '--yes',
    ]);
    expect(disabledAccount.code).toBe(1);
    expect(disabledAccount.stderr).toContain('not available');
  });

  it('is for clients with organisation management only', async () => {
    const employee = await home.run(['--user', 'employee', 'org-users', 'list']);
    expect(employee.code).toBe(1);
    expect(employee.stderr).toContain('Only organisation managers');
    const globex = await home.run(['--user', 'noapps', 'org-users', 'list']);
    expect(globex.stderr).toContain('Organisation management is not enabled');
  });
});
