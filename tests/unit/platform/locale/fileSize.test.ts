import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../../../src/platform/locale/fileSize';

describe('formatFileSize', () => {
  it.each([
    [0, '0 KB'],
    [1, '1 KB'],
    [20_000, '20 KB'],
    [1_022_000, '998 KB'],
    [1_048_575, '1.0 MB'],
    [1_048_576, '1.0 MB'],
    [3_250_000, '3.1 MB'],
    [10 * 1_048_576, '10 MB'],
    [262_144_000, '250 MB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
