// Option values the CLI can judge are refused before anything is sent, naming the option, exit 2; an order
// mistake the identity service reports is told in the CLI's words.
import { afterAll, describe, expect, it } from 'vitest';
import { cliHome, STACK_LINE } from './support';

describe('option values', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  const oneLine = (result: { code: number; stderr: string }) => {
    expect(result.stderr).not.toMatch(/Unexpected error/);
    expect(result.stderr).not.toMatch(STACK_LINE);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    return lines[0];
  };

  it('reports show --page and --limit take positive whole numbers', async () => {
    for (const [option, value] of [
      ['--page', '-1'],
      ['--page', 'NaN'],
      ['--page', '1.5'],
      ['--limit', '0'],
    ]) {
      const result = await home.run([
        '--user',
        'client',
        'reports',
        'show',
        'rpt-quote-pipeline',
        option,
        value,
      ]);
      expect(result.code, `${option} ${value}`).toBe(2);
      expect(oneLine(result)).toBe(`${option} must be a positive whole number, got '${value}'.`);
    }
  });

  it('confirm-email --code of the wrong length is refused before sending, like an MFA code', async () => {
    const result = await home.run(['confirm-email', '--email', 'kim@stark.example', '--code', 'abc']);
    expect(result.code).toBe(2);
    expect(oneLine(result)).toBe('code: The code must be exactly 6 characters');
  });

  it('mfa enable --code before any setup says to start the setup first', async () => {
    const result = await home.run(['--user', 'employee', 'mfa', 'enable', '--code', '123456']);
    expect(result.code).toBe(1);
    const line = oneLine(result);
    expect(line).toContain('run `llts mfa enable` first');
    expect(line).not.toContain('AssociateSoftwareToken');
  });
});
