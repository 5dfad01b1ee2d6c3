// Input the CLI can check is checked before anything is sent: exit 2 with the spec's message, never a
// failed flow (exit 1) from a server that was asked something malformed.
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
});
