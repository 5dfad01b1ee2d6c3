// English counts agree with their noun: one row, one file (the messages choose the form by the number).
import { describe, expect, it } from 'vitest';
import { reportsMessages } from '../../../../src/apps/reports/messages';
import { MESSAGE_BUILDERS } from '../../../../src/platform/validation/messages';

describe('English plurals', () => {
  it('say one row and several rows when a report is written and exported', () => {
    expect(reportsMessages.english('reports.writing', { count: 1, rows: '1' })).toBe('Writing 1 row…');
    expect(reportsMessages.english('reports.exported', { count: 1, rows: '1', fileName: 'a.csv' })).toBe(
      'Exported 1 row to a.csv.',
    );
    expect(reportsMessages.english('reports.exported', { count: 2, rows: '2', fileName: 'a.csv' })).toBe(
      'Exported 2 rows to a.csv.',
    );
    expect(
      reportsMessages.english('reports.exportedFirst', {
        count: 1,
        rows: '1',
        fileName: 'a.csv',
        limit: '1',
        total: '3',
      }),
    ).toBe('Exported 1 row to a.csv (the first 1 of 3).');
  });

  it('say one file and several files in the file-count rule', () => {
    expect(MESSAGE_BUILDERS.tooManyFiles(1)).toBe('You can add at most 1 file');
    expect(MESSAGE_BUILDERS.tooManyFiles(5)).toBe('You can add at most 5 files');
  });
});
