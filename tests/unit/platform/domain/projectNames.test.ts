import { describe, expect, it } from 'vitest';
import { defaultProjectName, textInputFileName } from '../../../../src/platform/domain/projectNames';

const NOW = new Date(2025, 2, 5, 9, 7, 3); // local time: 2025-03-05 09:07:03

describe('defaultProjectName', () => {
  it('joins the e-mail local part and the timestamp with _', () => {
    expect(defaultProjectName('jane.doe@acme.com', NOW)).toBe('jane.doe_20250305-090703');
  });
  it('accepts now as milliseconds', () => {
    expect(defaultProjectName('jane@acme.com', NOW.getTime())).toBe('jane_20250305-090703');
  });
  it("falls back to 'project' without an e-mail", () => {
    expect(defaultProjectName(undefined, NOW)).toBe('project_20250305-090703');
    expect(defaultProjectName(null, NOW)).toBe('project_20250305-090703');
    expect(defaultProjectName('', NOW)).toBe('project_20250305-090703');
    expect(defaultProjectName('@acme.com', NOW)).toBe('project_20250305-090703');
  });
  it('uses a 24-hour clock', () => {
    expect(defaultProjectName('a@b.co', new Date(2025, 11, 31, 23, 59, 59))).toBe('a_20251231-235959');
  });
  it('drops semicolons so the name passes validation', () => {
    expect(defaultProjectName('we;ird@acme.com', NOW)).toBe('weird_20250305-090703');
    expect(defaultProjectName(';@acme.com', NOW)).toBe('project_20250305-090703');
  });
});

describe('textInputFileName', () => {
  it('appends .txt', () => {
    expect(textInputFileName('Brochure 2025')).toBe('Brochure 2025.txt');
  });
  it('replaces special characters with -', () => {
    expect(textInputFileName('a/b\\c:d*e?f"g<h>i|j;k')).toBe('a-b-c-d-e-f-g-h-i-j-k.txt');
    expect(textInputFileName('Q&A #1 (final)')).toBe('Q-A -1 -final-.txt');
  });
  it('keeps letters of any script, digits, space, dot, dash and underscore', () => {
    expect(textInputFileName('Übersetzung_été-日本語 v1.2')).toBe('Übersetzung_été-日本語 v1.2.txt');
  });
  it('trims surrounding whitespace', () => {
    expect(textInputFileName('   spaced out \t')).toBe('spaced out.txt');
  });
  it('caps the whole name at 255 characters including .txt', () => {
    const name = textInputFileName('x'.repeat(400));
    expect(name).toHaveLength(255);
    expect(name.endsWith('.txt')).toBe(true);
    expect(textInputFileName('y'.repeat(251))).toHaveLength(255);
    expect(textInputFileName('y'.repeat(250))).toHaveLength(254);
  });
  it('does not end the base in whitespace after cutting', () => {
    expect(textInputFileName(`${'a'.repeat(250)} bcd`)).toBe(`${'a'.repeat(250)}.txt`);
  });
  it('never splits a character outside the BMP', () => {
    const name = textInputFileName('𠀀'.repeat(300));
    expect([...name]).toHaveLength(255);
    expect(name).not.toMatch(/\uFFFD/);
  });
  it("falls back to 'project' for an empty name", () => {
    expect(textInputFileName('')).toBe('project.txt');
    expect(textInputFileName('   ')).toBe('project.txt');
    expect(textInputFileName(undefined)).toBe('project.txt');
  });
});
