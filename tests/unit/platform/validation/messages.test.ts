import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGE_BUILDERS, MESSAGES } from '../../../../src/platform/validation/messages';

// Guards the rule that every message is exercised by a test: each key must be referenced (or its text
// quoted) in another test file of this folder.
const folder = fileURLToPath(new URL('.', import.meta.url));
const others = readdirSync(folder)
  .filter((name) => name.endsWith('.test.ts') && name !== 'messages.test.ts')
  .map((name) => readFileSync(`${folder}/${name}`, 'utf8'))
  .join('\n');

describe('validation messages', () => {
  it.each(Object.entries(MESSAGES))('%s is covered by a test', (key, text) => {
    expect(others.includes(`MESSAGES.${key}`) || others.includes(`'${text}'`)).toBe(true);
  });
  it.each(Object.keys(MESSAGE_BUILDERS))('%s is covered by a test', (key) => {
    expect(others.includes(`MESSAGE_BUILDERS.${key}`)).toBe(true);
  });
  it('has no two keys with the same text', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
  it('builds messages that name files, languages and limits', () => {
    expect(MESSAGE_BUILDERS.duplicateFileNames(['a.docx', 'b.pdf'])).toBe(
      'Files with the same name cannot be added: a.docx, b.pdf',
    );
    expect(MESSAGE_BUILDERS.tooManyFiles(20)).toBe('You can add at most 20 files');
    expect(MESSAGE_BUILDERS.totalSizeTooLarge(62914560)).toBe(
      'The total size of the files must be less than 60 MB',
    );
    expect(MESSAGE_BUILDERS.fileTooLarge('x.bin', 1.5 * 1024 * 1024)).toBe(
      'x.bin must be smaller than 1.5 MB',
    );
    expect(MESSAGE_BUILDERS.mediaFileTooLarge('v.mp4', 'video', 5)).toBe(
      'v.mp4 must be smaller than the video file limit of 5 MB',
    );
    expect(MESSAGE_BUILDERS.dubbingNotSupported(['Thai'])).toBe('Dubbing is not supported for: Thai');
    expect(MESSAGE_BUILDERS.textTooLong(5000)).toBe('The text must be at most 5000 characters');
    expect(MESSAGE_BUILDERS.fileTypeNotAllowed('a.exe')).toBe('a.exe is not a supported file type');
  });
});
