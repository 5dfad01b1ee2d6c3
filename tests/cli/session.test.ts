// login, logout, whoami, apps and the credential rules, in-process on the embedded fixtures.
import { afterAll, describe, expect, it } from 'vitest';
import { cliHome } from './support';

describe('sessions', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  it('login keeps the session for later commands; logout forgets it', async () => {
    const login = await home.run(['login', '--user', 'client']);
    expect(login.code).toBe(0);
    expect(login.stdout).toContain('Signed in as client (CLIENT)');

    const who = await home.run(['--json', 'whoami']);
    expect(who.code).toBe(0);
    expect(who.json()).toMatchObject({
      username: 'client',
      roles: ['CLIENT'],
      impersonating: null,
      account: { clientId: 'acme' },
    });

    expect((await home.run(['logout'])).stdout).toContain('Signed out client.');
    const after = await home.run(['whoami']);
    expect(after.code).toBe(1);
    expect(after.stderr).toContain('You are not signed in: run `llts login`');
  });

  it('--user wins over the stored session, and LLTS_USER too, without replacing it', async () => {
    await home.run(['login', '--user', 'client']);
    expect((await home.run(['--json', '--user', 'employee', 'whoami'])).json()).toMatchObject({
      username: 'employee',
    });
    expect((await home.run(['--json', 'whoami'], { env: { LLTS_USER: 'pm' } })).json()).toMatchObject({
      username: 'pm',
    });
    expect((await home.run(['--json', 'whoami'])).json()).toMatchObject({ username: 'client' });
  });

  it('an authenticator-app account needs --code or --totp-secret', async () => {
    const bare = await home.run(['login', '--user', 'mfa']);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('mfa uses an authenticator app');
    const wrong = await home.run(['login', '--user', 'mfa', '--code', '000000']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('Invalid code. Please check your authenticator app and try again.');
    const computed = await home.run([
      'login',
      '--user',
      'mfa',
      '--totp-secret',
      'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    ]);
    expect(computed.code).toBe(0);
  });

  it('a wrong password is an identity error: exit 1', async () => {
    const result = await home.run(['login', '--user', 'client', '--password', 'wrong']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('Incorrect username or password.');
  });

  it('impersonation: an admin acts as another user; a client may not', async () => {
    const admin = await home.run(['--json', '--user', 'admin', '--impersonate', 'employee', 'whoami']);
    expect(admin.code).toBe(0);
    expect(admin.json()).toMatchObject({
      username: 'admin',
      impersonating: 'employee',
      account: { loginName: 'employee' },
    });
    const client = await home.run(['--user', 'client', '--impersonate', 'employee', 'whoami']);
    expect(client.code).toBe(2);
    expect(client.stderr).toContain('--impersonate is for admins and super users');
  });

  it('apps lists the enabled applications, or says there are none', async () => {
    const client = await home.run(['--json', '--user', 'client', 'apps']);
    expect(client.json<{ applicationIds: string[] }>().applicationIds).toContain('machineTranslation');
    expect((await home.run(['--user', 'noapps', 'apps'])).stdout.trim()).toBe(
      'You do not have any applications',
    );
  });

  it('--branch shows the branch contacts, and an unknown branch reads Branch not found', async () => {
    const uk = await home.run(['--json', '--user', 'client', '--branch', 'uk', 'whoami']);
    expect(uk.code).toBe(0);
    expect(uk.json<{ branch: Record<string, unknown> }>().branch).toHaveProperty('supportEmail');
    const unknown = await home.run(['--user', 'client', '--branch', 'nowhere', 'whoami']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Branch not found');
  });
});
