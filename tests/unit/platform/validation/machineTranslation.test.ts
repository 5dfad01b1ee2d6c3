import { describe, expect, it } from 'vitest';
import {
  mtFileFormErrors,
  mtFilesError,
  mtTargetsError,
  mtTotalSizeError,
  textTranslationErrors,
} from '../../../../src/platform/validation/machineTranslation';
import { MESSAGE_BUILDERS, MESSAGES } from '../../../../src/platform/validation/messages';

const MB = 1024 * 1024;
const file = (name: string, size = 100) => ({ name, size });
const targets = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);

describe('mtTargetsError', () => {
  it('requires targets that exclude the source', () => {
    expect(mtTargetsError('enu', [])).toBe(MESSAGES.REQUIRED);
    expect(mtTargetsError('enu', ['enu'])).toBe(MESSAGES.TARGETS_INCLUDE_SOURCE);
  });
  it('allows at most 10', () => {
    expect(mtTargetsError('enu', targets(10))).toBeUndefined();
    expect(mtTargetsError('enu', targets(11))).toBe('Select at most 10 target languages');
    expect(MESSAGES.MT_MAX_TARGET_LANGUAGES).toBe('Select at most 10 target languages');
  });
});

describe('mtTotalSizeError', () => {
  it('must stay strictly under 250 MB', () => {
    expect(mtTotalSizeError([file('a', 262143999)])).toBeUndefined();
    expect(mtTotalSizeError([file('a', 200 * MB), file('b', 50 * MB)])).toBe(
      'The total size of the files must be less than 250 MB',
    );
    expect(mtTotalSizeError([file('a', 262144000)])).toBe(MESSAGE_BUILDERS.totalSizeTooLarge(262144000));
  });
});

describe('mtFilesError', () => {
  const settings = { maxFilesPerRequest: 2, maxFileSizeMB: 10, allowedFileTypes: ['WORD', 'PDF'] };
  it('requires files', () => {
    expect(mtFilesError([], settings)).toBe(MESSAGES.FILES_REQUIRED);
  });
  it('applies the settings: count, size, type', () => {
    expect(mtFilesError([file('a.pdf'), file('b.pdf'), file('c.pdf')], settings)).toBe(
      MESSAGE_BUILDERS.tooManyFiles(2),
    );
    expect(mtFilesError([file('a.pdf', 10 * MB + 1)], settings)).toBe('a.pdf must be smaller than 10 MB');
    expect(mtFilesError([file('a.xlsx')], settings)).toBe('a.xlsx is not a supported file type');
    expect(mtFilesError([file('a.DOCX'), file('b.pdf')], settings)).toBeUndefined();
  });
  it('rejects duplicates', () => {
    expect(mtFilesError([file('a.pdf'), file('a.pdf')], settings)).toBe(
      MESSAGE_BUILDERS.duplicateFileNames(['a.pdf']),
    );
  });
  it('checks the 250 MB total even without settings', () => {
    expect(mtFilesError([file('a.pdf', 150 * MB), file('b.pdf', 100 * MB)])).toBe(
      MESSAGE_BUILDERS.totalSizeTooLarge(262144000),
    );
    expect(mtFilesError([file('anything.zip')], { allowedFileTypes: [] })).toBeUndefined();
  });
});

describe('mtFileFormErrors', () => {
  it('reports every field', () => {
    expect(mtFileFormErrors({})).toEqual({
      requestName: MESSAGES.REQUIRED,
      sourceLanguageId: MESSAGES.REQUIRED,
      targetLanguageIds: MESSAGES.REQUIRED,
      files: MESSAGES.FILES_REQUIRED,
    });
  });
  it('applies the project name rule', () => {
    expect(
      mtFileFormErrors({
        requestName: 'a;b',
        sourceLanguageId: 'enu',
        targetLanguageIds: ['fra'],
        files: [file('a.pdf')],
      }),
    ).toEqual({ requestName: MESSAGES.PROJECT_NAME_SEMICOLON });
  });
  it('accepts a valid form', () => {
    expect(
      mtFileFormErrors({
        requestName: 'n',
        sourceLanguageId: 'enu',
        targetLanguageIds: ['fra'],
        files: [file('a.pdf')],
      }),
    ).toEqual({});
  });
  it('refuses targets the file translation combinations do not allow from the source, by name', () => {
    const values = {
      requestName: 'n',
      sourceLanguageId: 'enu',
      targetLanguageIds: ['fra', 'deu', 'jpn'],
      files: [file('a.pdf')],
    };
    const names: Record<string, string> = { deu: 'German', jpn: 'Japanese' };
    expect(
      mtFileFormErrors(values, {}, { allowedTargetIds: ['fra'], languageName: (id) => names[id] ?? id }),
    ).toEqual({
      targetLanguageIds: MESSAGE_BUILDERS.fileTargetsNotSupported(['German', 'Japanese']),
    });
    expect(mtFileFormErrors(values, {}, { allowedTargetIds: ['fra', 'deu', 'jpn'] })).toEqual({});
  });
});

describe('textTranslationErrors', () => {
  it('requires a target and non-blank text', () => {
    expect(textTranslationErrors({ text: '  ' })).toEqual({
      targetLanguageId: MESSAGES.REQUIRED,
      text: MESSAGES.REQUIRED,
    });
  });
  it('enforces maxCharactersPerRequest when set', () => {
    expect(textTranslationErrors({ text: 'abcdef', targetLanguageId: 'fra' }, 5)).toEqual({
      text: MESSAGE_BUILDERS.textTooLong(5),
    });
    expect(MESSAGE_BUILDERS.textTooLong(5)).toBe('The text must be at most 5 characters');
    expect(textTranslationErrors({ text: 'abcde', targetLanguageId: 'fra' }, 5)).toEqual({});
    expect(textTranslationErrors({ text: 'abcdef', targetLanguageId: 'fra' }, null)).toEqual({});
  });
});
