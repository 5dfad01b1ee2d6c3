import { describe, expect, it } from 'vitest';
import {
  duplicateNames,
  fileListError,
  requestFilesErrors,
  totalBytes,
} from '../../../../src/platform/validation/fileLists';
import { MESSAGE_BUILDERS, MESSAGES } from '../../../../src/platform/validation/messages';
import {
  exceedsSizeLimit,
  UNAUTHENTICATED_MAX_FILES,
  UNAUTHENTICATED_MAX_FILE_BYTES,
  UNAUTHENTICATED_MAX_TOTAL_BYTES,
} from '../../../../src/platform/domain/limits';

const MB = 1024 * 1024;
const file = (name: string, size = 100) => ({ name, size });
const unauthenticated = {
  maxFiles: UNAUTHENTICATED_MAX_FILES,
  maxFileBytes: UNAUTHENTICATED_MAX_FILE_BYTES,
  maxTotalBytes: UNAUTHENTICATED_MAX_TOTAL_BYTES,
};

describe('helpers', () => {
  it('sums sizes', () => {
    expect(totalBytes([file('a', 5), file('b', 7)])).toBe(12);
    expect(totalBytes([])).toBe(0);
  });
  it('lists each duplicate once', () => {
    expect(duplicateNames(['a', 'b', 'a', 'c', 'a', 'b'])).toEqual(['a', 'b']);
    expect(duplicateNames(['a', 'A'])).toEqual([]);
  });
});

describe('fileListError', () => {
  it('requires at least one file', () => {
    expect(fileListError([])).toBe('Required. Add at least one file.');
    expect(fileListError(undefined)).toBe(MESSAGES.FILES_REQUIRED);
    expect(fileListError([], {}, { required: false })).toBeUndefined();
  });
  it('caps the count', () => {
    const files = Array.from({ length: 21 }, (_, i) => file(`f${i}.docx`));
    expect(fileListError(files, unauthenticated)).toBe('You can add at most 20 files');
    expect(fileListError(files.slice(0, 20), unauthenticated)).toBeUndefined();
  });
  it('rejects duplicate names', () => {
    expect(fileListError([file('a.docx'), file('b.docx'), file('a.docx')])).toBe(
      'Files with the same name cannot be added: a.docx',
    );
  });
  it('caps each file (strictly under the limit)', () => {
    expect(fileListError([file('ok.pdf', 40 * MB - 1)], unauthenticated)).toBeUndefined();
    expect(fileListError([file('big.pdf', 40 * MB)], unauthenticated)).toBe(
      MESSAGE_BUILDERS.fileTooLarge('big.pdf', 41943040),
    );
    expect(MESSAGE_BUILDERS.fileTooLarge('big.pdf', 41943040)).toBe('big.pdf must be smaller than 40 MB');
  });
  it('caps the total (strictly under the limit)', () => {
    expect(fileListError([file('a', 30 * MB), file('b', 30 * MB - 1)], unauthenticated)).toBeUndefined();
    expect(fileListError([file('a', 30 * MB), file('b', 30 * MB)], unauthenticated)).toBe(
      'The total size of the files must be less than 60 MB',
    );
  });
});

describe('requestFilesErrors', () => {
  it('checks the main files', () => {
    expect(requestFilesErrors({ files: [] })).toEqual({ files: MESSAGES.FILES_REQUIRED });
    expect(requestFilesErrors({ files: [file('a')] })).toEqual({});
  });
  it('ignores reference files unless included', () => {
    expect(
      requestFilesErrors({ files: [file('a')], includeReferenceFiles: false, referenceFiles: [file('a')] }),
    ).toEqual({});
  });
  it('reference files need no entries but no duplicates', () => {
    expect(
      requestFilesErrors({ files: [file('a')], includeReferenceFiles: true, referenceFiles: [] }),
    ).toEqual({});
    expect(
      requestFilesErrors({
        files: [file('a')],
        includeReferenceFiles: true,
        referenceFiles: [file('g'), file('g')],
      }),
    ).toEqual({ referenceFiles: 'Reference files with the same name cannot be added: g' });
    expect(MESSAGE_BUILDERS.duplicateReferenceFileNames(['g'])).toBe(
      'Reference files with the same name cannot be added: g',
    );
  });
  it('reference files must not share names with main files', () => {
    expect(
      requestFilesErrors({
        files: [file('a'), file('b')],
        includeReferenceFiles: true,
        referenceFiles: [file('b'), file('c')],
      }),
    ).toEqual({ referenceFiles: MESSAGE_BUILDERS.referenceSharesSourceName(['b']) });
    expect(MESSAGE_BUILDERS.referenceSharesSourceName(['b'])).toBe(
      'Reference files must not have the same name as source files: b',
    );
  });
  it('applies count and per-file limits to reference files', () => {
    expect(
      requestFilesErrors(
        { files: [file('a')], includeReferenceFiles: true, referenceFiles: [file('r', 41 * MB)] },
        unauthenticated,
      ),
    ).toEqual({ referenceFiles: MESSAGE_BUILDERS.fileTooLarge('r', UNAUTHENTICATED_MAX_FILE_BYTES) });
  });
  it('caps the total of both lists together', () => {
    const values = {
      files: [file('a', 35 * MB)],
      includeReferenceFiles: true,
      referenceFiles: [file('r', 35 * MB)],
    };
    expect(requestFilesErrors(values, unauthenticated)).toEqual({
      files: MESSAGE_BUILDERS.totalSizeTooLarge(UNAUTHENTICATED_MAX_TOTAL_BYTES),
    });
    expect(requestFilesErrors({ ...values, includeReferenceFiles: false }, unauthenticated)).toEqual({});
  });
});

describe('one boundary rule for every size limit', () => {
  it('a size equal to its limit is too large, per file and in total', () => {
    expect(exceedsSizeLimit(62_914_560, UNAUTHENTICATED_MAX_TOTAL_BYTES)).toBe(true);
    expect(exceedsSizeLimit(62_914_559, UNAUTHENTICATED_MAX_TOTAL_BYTES)).toBe(false);
    const half = { name: 'a', size: 31_457_280 };
    expect(
      fileListError([half, { ...half, name: 'b' }], { maxTotalBytes: UNAUTHENTICATED_MAX_TOTAL_BYTES }),
    ).toBe(MESSAGE_BUILDERS.totalSizeTooLarge(UNAUTHENTICATED_MAX_TOTAL_BYTES));
    expect(
      fileListError([{ name: 'c', size: UNAUTHENTICATED_MAX_FILE_BYTES }], {
        maxFileBytes: UNAUTHENTICATED_MAX_FILE_BYTES,
      }),
    ).toBe(MESSAGE_BUILDERS.fileTooLarge('c', UNAUTHENTICATED_MAX_FILE_BYTES));
  });
});
