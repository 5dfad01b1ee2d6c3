// File translation's language pairs and accepted types (part 2 §2.7, §3, §7).
import { describe, expect, it } from 'vitest';
import {
  combinationTargetIds,
  unsupportedFileTargets,
} from '../../../../src/platform/domain/mtFileLanguages';
import { acceptMap } from '../../../../src/platform/domain/mtFileTypes';
import { statusInfo } from '../../../../src/platform/domain/jobRequestStatus';

const pairs = [
  { sourceLanguageId: 'jpn', targetLanguageId: 'enu' },
  { sourceLanguageId: 'jpn', targetLanguageId: 'kor' },
  { sourceLanguageId: 'enu', targetLanguageId: 'deu' },
  { sourceLanguageId: 'jpn', targetLanguageId: 'jpn' },
];

describe('file translation combinations', () => {
  it("offers the source's targets only, never the source itself", () => {
    expect(combinationTargetIds(pairs, 'jpn')).toEqual(['enu', 'kor']);
    expect(combinationTargetIds(pairs, 'fra')).toEqual([]);
    expect(combinationTargetIds(pairs, undefined)).toEqual([]);
  });

  it('names the chosen targets outside them, leaving the source to its own message', () => {
    expect(unsupportedFileTargets('jpn', ['enu', 'deu', 'jpn'], ['enu', 'kor'])).toEqual(['deu']);
    expect(unsupportedFileTargets('jpn', undefined, [])).toEqual([]);
  });
});

describe('accepted file types', () => {
  it("maps the settings' types to media types and extensions for the picker", () => {
    expect(acceptMap(['TEXT', 'WORD'])).toEqual({
      'text/plain': ['.txt'],
      'application/msword': ['.doc'],
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
    });
    expect(acceptMap([])).toEqual({});
  });
});

describe('status explanations', () => {
  it('exist for CREATED, FAILED and SUBMITTED_TO_XTRF only', () => {
    for (const status of ['CREATED', 'FAILED', 'SUBMITTED_TO_XTRF']) expect(statusInfo(status)).toBeTruthy();
    for (const status of ['COMPLETED', 'CANCELLED', 'TRANSLATING', undefined, 'NEW'])
      expect(statusInfo(status)).toBeUndefined();
  });
});
