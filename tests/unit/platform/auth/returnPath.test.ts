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
    // Dot segments that normalise into a protocol-relative URL (history.replaceState throws on it).
    '/.//evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example/a',
    '',
    undefined,
    42,
  ])('refuses %s and goes home instead', (candidate) => {
    expect(safeReturnPath(candidate)).toBe('/');
  });
});

describe("every accepted return path stays on the page's origin", () => {
  const pieces = ['/', '//', '.', '..', '%2e', '%2F', 'evil.example', '?', '#', 'a', '\\', '@', ':'];
  it('for every combination of up to four pieces of a URL path', () => {
    const origin = 'https://portal.example';
    const combine = (depth: number): string[] =>
      depth === 0 ? [''] : combine(depth - 1).flatMap((start) => pieces.map((piece) => start + piece));
    for (const tail of combine(4)) {
      const candidate = `/${tail}`;
      const path = safeReturnPath(candidate);
      expect(new URL(path, origin).origin, candidate).toBe(origin);
      expect(path.startsWith('/') && !path.startsWith('//'), candidate).toBe(true);
    }
  });
});
