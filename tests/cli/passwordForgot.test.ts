// llts password forgot: the code e-mailed by one run and used by the next (the fixtures' mailbox in the
// state file), the terminal's prompts, and one line with a documented exit code for every bad input.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createInProcessBackend } from '../../fixtures/inProcess';
import { PASSWORD_RESET_TEXTS as T } from '../../src/platform/flows/passwordResetTexts';
import { MESSAGES } from '../../src/platform/validation/messages';
import { cliHome, STACK_LINE } from './support';

const NEW_PASSWORD = 'Fresh-pass-2';

describe('password forgot', { timeout: 60_000 }, () => {
  const home = cliHome();
  afterAll(() => home.cleanup());
  /** What the address's mailbox holds now, as a later process sees it. */
  const mailbox = (email: string) =>
    createInProcessBackend({ persistFile: join(home.dir, 'fixtures-state.json') }).lastVerificationCode(
      email,
    );

  it('has an example in its help', async () => {
    const help = await home.run(['password', 'forgot', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Examples:');
    expect(help.stdout).toContain('llts --password-stdin password forgot kim@stark.example --code 123456');
  });

  it('sends a code in one run and sets the password with it in the next', async () => {
    const sent = await home.run(['password', 'forgot', 'employee']);
    expect(sent.code).toBe(0);
    expect(sent.stdout.trim()).toBe(T.codeSent);
    expect(sent.stderr).toContain('llts --password-stdin password forgot employee --code <code>');
    const code = mailbox('employee@acme.example')!;
    expect(code).toMatch(/^\d{6}$/);

    const reset = await home.run(['--password-stdin', 'password', 'forgot', 'employee', '--code', code], {
      stdin: [NEW_PASSWORD],
    });
    expect(reset).toMatchObject({ code: 0, stderr: '' });
    expect(reset.stdout.trim()).toBe(T.done);
    expect((await home.run(['--user', 'employee', '--password', NEW_PASSWORD, 'whoami'])).code).toBe(0);
  });

  it('answers a name no account has as it answers a known one', async () => {
    const unknown = await home.run(['--json', 'password', 'forgot', 'nobody-by-that-name']);
    expect(unknown.code).toBe(0);
    expect(unknown.json()).toEqual({ username: 'nobody-by-that-name', codeSent: true });
  });

  it('refuses a wrong code in the sign-in service’s words, exit 1', async () => {
    await home.run(['password', 'forgot', 'client']);
    const wrong = mailbox('client@acme.example')!.replace(/^\d/, (digit) => String((Number(digit) + 1) % 10));
    const refused = await home.run(['--password-stdin', 'password', 'forgot', 'client', '--code', wrong], {
      stdin: [NEW_PASSWORD],
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe('Invalid verification code provided, please try again.');
  });

  it.each([
    ['a malformed code', ['--code', 'abc'], [NEW_PASSWORD], `code: ${MESSAGES.VERIFICATION_CODE_LENGTH}`],
    [
      'a password that breaks the rule',
      ['--code', '123456'],
      ['weakpass'],
      `newPassword: ${MESSAGES.PASSWORD_DIGIT}`,
    ],
  ])('refuses %s in one line, exit 2', async (_case, options, stdin, line) => {
    const result = await home.run(['--password-stdin', 'password', 'forgot', 'client', ...options], {
      stdin,
    });
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe(line);
    expect(result.stderr).not.toMatch(STACK_LINE);
  });

  it('needs the new password on stdin where there is no terminal, exit 2', async () => {
    const result = await home.run(['password', 'forgot', 'client', '--code', '123456']);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe(
      'Give the new password on stdin with --password-stdin, or run the command on a terminal to type it.',
    );
  });

  it('asks on a terminal for the code and the new password twice, and checks the repeat', async () => {
    const result = await home.run(['password', 'forgot', 'client'], {
      tty: true,
      stdin: ['123456', NEW_PASSWORD, 'Other-pass-3'],
    });
    expect(result.prompts).toEqual([`${T.code}: `, `${T.newPassword}: `, `${T.repeatPassword}: `]);
    expect(result.stderr).toContain(T.codeSent);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`repeatPassword: ${MESSAGES.NEW_PASSWORD_MISMATCH}`);
  });
});
