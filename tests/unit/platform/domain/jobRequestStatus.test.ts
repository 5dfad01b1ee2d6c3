import { describe, expect, it } from 'vitest';
import { JOB_REQUEST_STATUSES } from '../../../../src/platform/domain/enums';
import {
  STATUS_GROUPS,
  UNKNOWN_STATUS_GROUP,
  canAnswerQuote,
  canRenameOrArchive,
  isInProgress,
  statusGroupOf,
  statusesForGroups,
} from '../../../../src/platform/domain/jobRequestStatus';

describe('the filter groups', () => {
  it("are the spec's labels in its order, without 'Unknown status' (it has no statuses to filter by)", () => {
    expect(STATUS_GROUPS).toEqual([
      'Completed',
      'Archived',
      'Submitting to Human Expert',
      'Submitted to Human Expert',
      'Failed',
      'Processing',
    ]);
    expect(statusesForGroups([UNKNOWN_STATUS_GROUP])).toEqual([]);
  });
});

describe('statusGroupOf', () => {
  it.each([
    ['COMPLETED', 'Completed'],
    ['ARCHIVED', 'Archived'],
    ['SUBMITTING_TO_XTRF', 'Submitting to Human Expert'],
    ['SUBMITTED_TO_XTRF', 'Submitted to Human Expert'],
    ['CANCELLED', 'Failed'],
    ['CANCELLING', 'Failed'],
    ['FAILED', 'Failed'],
    ['ANALYZING', 'Processing'],
    ['CREATED', 'Processing'],
    ['READY_FOR_INTERNAL_REVIEW', 'Processing'],
    ['SCREENING', 'Processing'],
    ['REJECTED_BY_SCREENING', 'Processing'],
    ['TRANSLATING', 'Processing'],
  ])('%s → %s', (status, group) => {
    expect(statusGroupOf(status)).toBe(group);
  });

  it.each([
    'QUOTE_READY_FOR_CLIENT_REVIEW',
    'QUOTE_REJECTED',
    'QUOTE_ACCEPTED',
    'QUOTE_EXPIRED',
    'NEW_THING',
    '',
    'toString',
  ])('%s is an unknown status', (status) => {
    expect(statusGroupOf(status)).toBe('Unknown status');
  });

  it('treats null and undefined as unknown', () => {
    expect(statusGroupOf(null)).toBe(UNKNOWN_STATUS_GROUP);
    expect(statusGroupOf(undefined)).toBe(UNKNOWN_STATUS_GROUP);
  });
});

describe('statusesForGroups', () => {
  it('maps groups back to their statuses', () => {
    expect(statusesForGroups(['Failed'])).toEqual(['CANCELLED', 'CANCELLING', 'FAILED']);
    expect(statusesForGroups(['Completed', 'Archived'])).toEqual(['COMPLETED', 'ARCHIVED']);
  });
  it('keeps group order regardless of the chosen order and ignores unknown or duplicate groups', () => {
    expect(statusesForGroups(['Archived', 'Completed', 'Archived', 'Nope', 'Unknown status'])).toEqual([
      'COMPLETED',
      'ARCHIVED',
    ]);
  });
  it('returns nothing for no groups', () => {
    expect(statusesForGroups([])).toEqual([]);
  });
  it('is the inverse of statusGroupOf for every grouped status', () => {
    const all = statusesForGroups([...STATUS_GROUPS]);
    expect(new Set(all).size).toBe(all.length);
    for (const status of all) expect(statusesForGroups([statusGroupOf(status)])).toContain(status);
    for (const status of JOB_REQUEST_STATUSES) {
      expect(all.includes(status)).toBe(statusGroupOf(status) !== UNKNOWN_STATUS_GROUP);
    }
  });
});

describe('isInProgress', () => {
  it('is true for the Processing group and SUBMITTING_TO_XTRF', () => {
    for (const status of statusesForGroups(['Processing'])) expect(isInProgress(status)).toBe(true);
    expect(isInProgress('SUBMITTING_TO_XTRF')).toBe(true);
  });
  it('is false for finished, quote and unknown statuses', () => {
    for (const status of [
      'COMPLETED',
      'ARCHIVED',
      'FAILED',
      'CANCELLED',
      'CANCELLING',
      'SUBMITTED_TO_XTRF',
      'QUOTE_EXPIRED',
      'X',
    ]) {
      expect(isInProgress(status)).toBe(false);
    }
    expect(isInProgress(undefined)).toBe(false);
  });
});

describe('canRenameOrArchive', () => {
  it('is blocked for ARCHIVED, CREATED and SUBMITTING_TO_XTRF only', () => {
    const blocked = JOB_REQUEST_STATUSES.filter((s) => !canRenameOrArchive(s));
    expect(blocked.sort()).toEqual(['ARCHIVED', 'CREATED', 'SUBMITTING_TO_XTRF']);
  });
});

describe('canAnswerQuote', () => {
  it('only in QUOTE_READY_FOR_CLIENT_REVIEW', () => {
    expect(JOB_REQUEST_STATUSES.filter(canAnswerQuote)).toEqual(['QUOTE_READY_FOR_CLIENT_REVIEW']);
    expect(canAnswerQuote(null)).toBe(false);
  });
});
