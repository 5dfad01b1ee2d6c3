import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathInside, safeSegment } from '../../cli/safePath';

describe('download paths from server answers', () => {
  it.each([
    ['report.docx', 'report.docx'],
    ['../../../pwned.txt', 'pwned.txt'],
    ['/etc/passwd', 'passwd'],
    ['..\\..\\win.ini', 'win.ini'],
    ['..', 'fallback'],
    ['', 'fallback'],
    [null, 'fallback'],
    ['a\u0000b.txt', 'ab.txt'],
  ])('%s becomes %s', (name, expected) => {
    expect(safeSegment(name, 'fallback')).toBe(expected);
  });

  it('keeps a path inside its folder and refuses one that leaves it', () => {
    expect(pathInside('/tmp/out', 'deu', 'a.txt')).toBe(join(resolve('/tmp/out'), 'deu', 'a.txt'));
    expect(() => pathInside('/tmp/out', '..', 'x')).toThrow(/Refusing to write outside/);
    expect(() => pathInside('/tmp/out', '/etc/x')).toThrow(/Refusing to write outside/);
  });
});
