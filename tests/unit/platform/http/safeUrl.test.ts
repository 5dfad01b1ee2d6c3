import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from '../../../../src/platform/http/safeUrl';

describe('safe external URL', () => {
  it('keeps absolute http and https addresses', () => {
    expect(safeExternalUrl('https://tms.example.com/oauth?x=1')).toBe('https://tms.example.com/oauth?x=1');
    expect(safeExternalUrl(' http://127.0.0.1:4010/cognito ')).toBe('http://127.0.0.1:4010/cognito');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'file:///etc/passwd', '/relative', 'nonsense', '', null, 7])(
    'refuses %s',
    (candidate) => {
      expect(safeExternalUrl(candidate)).toBeUndefined();
    },
  );
});
