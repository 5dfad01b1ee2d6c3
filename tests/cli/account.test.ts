// signup and confirm-email, in-process on the embedded fixtures (state kept in the test's config dir).
import { afterAll, describe, expect, it } from 'vitest';
import { cliHome } from './support';

const USER = ['--first-name', 'Kim', '--last-name', 'Ko', '--password', 'Secret-pass-1', '--agree'];
const ADDRESS = ['--address1', '1 Main St', '--city', 'Boston', '--zip', '02110'];

describe('account commands', { timeout: 60_000 }, () => {
  const home = cliHome();
  afterAll(() => home.cleanup());
  const run = (...args: string[]) => home.run(args);

  it('signup: one company, the mailbox code confirms the address; prints the username', async () => {
    const done = await run('signup', ...USER, '--email', 'kim@stark.example', ...ADDRESS);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout.trim()).toBe('kim@stark.example');
    const again = await run('--json', 'signup', ...USER, '--email', 'kim@stark.example', ...ADDRESS);
    expect(again.code).toBe(1);
    expect(again.json()).toMatchObject({
      error: { message: 'An account with this e-mail already exists [Error code: USER_EXISTS]' },
    });
    expect(again.stderr).not.toMatch(/\bat .+:\d+:\d+/);
  });

  it('signup: invalid input is exit 2 with the spec messages', async () => {
    const bad = await run('signup', '--first-name', 'Kim', '--email', 'kim@', '--password', 'short');
    expect(bad.code).toBe(2);
    for (const line of [
      'lastName: Required',
      'email: Invalid email address',
      'password: Password must be at least 8 characters',
      'agreement: Required',
    ]) {
      expect(bad.stderr).toContain(line);
    }
    const address = await run('signup', ...USER, '--email', 'lee@stark.example', '--city', 'Boston');
    expect(address.code).toBe(2);
    expect(address.stderr).toContain('address1: Required');
    expect(address.stderr).toContain('zipCode: Required');
  });

  it('signup: the matching table’s error pages fail the flow with their text (exit 1)', async () => {
    const none = await run('signup', ...USER, '--email', 'kim@nowhere.example', ...ADDRESS);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('Company not found: No company is registered');
    const otherId = await run(
      'signup',
      ...USER,
      '--email',
      'kim2@stark.example',
      ...ADDRESS,
      '--link-client-id',
      'acme',
      '--link-token',
      'acme-signup-2024',
    );
    expect(otherId.stderr).toContain('Invalid client id:');
    const token = await run(
      'signup',
      ...USER,
      '--email',
      'kim2@stark.example',
      ...ADDRESS,
      '--link-client-id',
      'stark',
      '--link-token',
      'bad',
    );
    expect(token.stderr).toContain('Invalid token:');
  });

  it('signup: several companies need --company (the active ones are listed); custom user fields by --field', async () => {
    const choose = await run('signup', ...USER, '--email', 'kim@holding.example', ...ADDRESS);
    expect(choose.code).toBe(2);
    expect(choose.stderr).toContain(
      'acme (Acme Corporation), globex (Globex Industries), umbrella (Umbrella Health)',
    );
    expect(choose.stderr).not.toContain('initech');
    const missing = await run(
      'signup',
      ...USER,
      '--email',
      'kim@holding.example',
      ...ADDRESS,
      '--company',
      'acme',
    );
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('customFields.Job title: Required');
    const done = await run(
      '--json',
      'signup',
      ...USER,
      '--email',
      'kim@holding.example',
      ...ADDRESS,
      '--company',
      'acme',
      '--field',
      'Job title=Translator',
      '--field',
      'Office=London',
      '--field',
      'Manager={"firstName":"Max","lastName":"Moe","email":"max@acme.example"}',
    );
    expect(done.code).toBe(0);
    expect(done.json()).toEqual({ username: 'kim@holding.example', clientId: 'acme', emailConfirmed: true });
  });

  it('confirm-email: missing parameters are exit 2, a wrong code exit 1 with its message', async () => {
    const missing = await run('confirm-email', '--email', 'kim@stark.example');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('The confirmation link is incomplete');
    const wrong = await run(
      '--json',
      'confirm-email',
      '--email',
      'employee@acme.example',
      '--code',
      '000000',
    );
    expect(wrong.code).toBe(1);
    expect(wrong.json()).toMatchObject({
      error: { message: 'Invalid or expired verification code [Error code: INVALID_VERIFICATION_CODE]' },
    });
  });
});

describe('password change', { timeout: 60_000 }, () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  it('reads old and new from stdin, never from options; wrong old password, rules, then success', async () => {
    const rules = await home.run(['--user', 'employee', 'password', 'change'], {
      stdin: ['Demo-pass-1', 'weakpass'],
    });
    expect(rules.code).toBe(2);
    expect(rules.stderr.trim()).toBe('newPassword: Password must contain at least one digit');

    const wrong = await home.run(['--user', 'employee', '--json', 'password', 'change'], {
      stdin: ['Wrong-pass-1', 'Newer-pass-2'],
    });
    expect(wrong.code).toBe(1);
    expect(wrong.json()).toMatchObject({ error: { message: 'Invalid Old Password value' } });

    const done = await home.run(['--user', 'employee', 'password', 'change'], {
      stdin: ['Demo-pass-1', 'Newer-pass-2'],
    });
    expect(done.code).toBe(0);
    expect(done.stdout.trim()).toBe('Your password has been changed.');
    expect(done.stdout + done.stderr).not.toContain('Newer-pass-2');
    // The new password signs in; the old one no longer does.
    expect((await home.run(['--user', 'employee', '--password', 'Newer-pass-2', 'whoami'])).code).toBe(0);
    expect((await home.run(['--user', 'employee', '--password', 'Demo-pass-1', 'whoami'])).code).toBe(1);
  });

  it('a single-sign-on account is refused before anything is read', async () => {
    const sso = await home.run(['--user', 'sso', 'password', 'change'], { stdin: [] });
    expect(sso.code).toBe(1);
    expect(sso.stderr).toContain('cannot be changed here');
  });

  it('no input at all is a usage error', async () => {
    const none = await home.run(['--user', 'employee', 'password', 'change']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('on standard input');
  });
});

describe('signup on a terminal', { timeout: 60_000 }, () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  it('asks for each missing answer (the agreement too) and creates the account', async () => {
    const answers = [
      'Kim',
      'Ko',
      'kim@stark.example',
      'Secret-pass-1',
      'Secret-pass-1',
      '1 Main St',
      'Boston',
      '02110',
      'y',
    ];
    const done = await home.run(['signup'], { tty: true, stdin: answers });
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout.trim()).toBe('kim@stark.example');
  });

  it('a declined agreement is Required (exit 2)', async () => {
    const answers = [
      'Kim',
      'Ko',
      'kim2@stark.example',
      'Secret-pass-1',
      'Secret-pass-1',
      '1 Main St',
      'Boston',
      '02110',
      'n',
    ];
    const declined = await home.run(['signup'], { tty: true, stdin: answers });
    expect(declined.code).toBe(2);
    expect(declined.stderr).toContain('agreement: Required');
    expect(declined.stderr.match(/Required/g)).toHaveLength(1);
  });
});
