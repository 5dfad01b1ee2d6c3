import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../../../src/platform/auth/returnPath';

describe('return path after sign-in', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnPath('/uk/quotes/aq-ready?x=1#terms')).toBe('/uk/quotes/aq-ready?x=1#terms');
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'quotes/relative',
    '/\u0000x',
    '',
    undefined,
    42,
  ])('refuses %s and goes home instead', (candidate) => {
    expect(safeReturnPath(candidate)).toBe('/');
  });
});
