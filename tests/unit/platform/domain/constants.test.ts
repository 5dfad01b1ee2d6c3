import { describe, expect, it } from 'vitest';
import * as constants from '../../../../src/platform/domain/constants';
import * as timing from '../../../../src/platform/domain/timing';
import * as limits from '../../../../src/platform/domain/limits';
import { HUMAN_ESCALATION_REASON_LABELS, PAYMENT_TYPE_LABELS } from '../../../../src/platform/domain/labels';
import * as keys from '../../../../src/platform/domain/storageKeys';
import { HUMAN_ESCALATION_REASONS, PAYMENT_TYPES } from '../../../../src/platform/domain/enums';
import { ROLES } from '../../../../src/platform/domain/roleNames';

describe('timing constants (spec §9)', () => {
  it('has the toast durations', () => {
    expect(timing.TOAST_DURATION_MS).toBe(15000);
    expect(timing.COPY_TOAST_DURATION_MS).toBe(5000);
    expect(timing.POST_EDIT_TOAST_DURATION_MS).toBe(6000);
  });
  it('has session, cache and polling timings', () => {
    expect(timing.VERIFICATION_LINK_VALIDITY_MS).toBe(24 * 60 * 60 * 1000);
    expect(timing.AUTO_QUOTE_VALIDITY_DAYS).toBe(30);
    expect(timing.INACTIVITY_TIMEOUT_MS).toBe(3_600_000);
    expect(timing.INACTIVITY_SIGN_OUT_GRACE_MS).toBe(30_000);
    expect(timing.CACHE_STALE_TIME_MS).toBe(1_200_000);
    expect(timing.CACHE_MAX_RETRIES).toBe(3);
    expect(timing.CACHE_NO_RETRY_STATUSES).toEqual([401, 403]);
    expect(timing.IN_PROGRESS_POLL_INTERVAL_MS).toBe(10_000);
    expect(timing.ZIP_STATUS_POLL_INTERVAL_MS).toBe(1000);
    expect(timing.ZIP_AUTO_RETRIES).toBe(1);
    expect(timing.QUOTE_START_HIGHLIGHT_MS).toBe(86_400_000);
    expect(timing.HUMAN_CONTACT_PROMISE_HOURS).toBe(24);
  });
});

describe('limits (spec §9)', () => {
  it('has the upload limits', () => {
    expect(limits.UNAUTHENTICATED_MAX_FILES).toBe(20);
    expect(limits.UNAUTHENTICATED_MAX_FILE_BYTES).toBe(41943040);
    expect(limits.UNAUTHENTICATED_MAX_TOTAL_BYTES).toBe(62914560);
    expect(limits.SIGNED_IN_DEFAULT_MAX_FILES).toBe(100);
    expect(limits.SIGNED_IN_DEFAULT_MAX_FILE_MB).toBe(1000);
    expect(limits.SIGNED_IN_DEFAULT_MAX_FILE_BYTES).toBe(1000 * 1024 * 1024);
  });
  it('has the machine translation limits', () => {
    expect(limits.MT_MAX_TARGET_LANGUAGES).toBe(10);
    expect(limits.MT_MAX_TOTAL_BYTES).toBe(262144000);
    expect(limits.MT_MAX_TOTAL_BYTES).toBe(250 * 1024 * 1024);
    expect(limits.MEDIA_DEFAULT_MAX_FILE_MB).toBe(1);
  });
  it('has page sizes and export settings', () => {
    expect(limits.ORG_USER_PAGE_SIZES).toEqual([10, 20, 30]);
    expect(limits.REQUEST_LIST_PAGE_SIZE).toBe(10);
    expect(limits.COUPA_LIST_PAGE_SIZE).toBe(10);
    expect(limits.REPORT_PAGE_SIZE).toBe(25);
    expect(limits.EXPORT_PAGE_SIZE).toBe(1000);
    expect(limits.EXPORT_MAX_RETRIES).toBe(3);
  });
  it('has name, rating, list and progress limits', () => {
    expect(limits.RENAME_MAX_LENGTH).toBe(250);
    expect(limits.TEXT_FILE_NAME_MAX_LENGTH).toBe(255);
    expect(limits.STAR_RATING_MAX).toBe(5);
    expect(limits.VIRTUALISED_LIST_MAX_ROWS).toBe(8);
    expect(limits.UPLOAD_PROGRESS_WHILE_CREATING).toBe(95);
    expect(limits.MEDIA_UPLOAD_PROGRESS_CAP).toBe(95);
  });
});

describe('identifiers and formats', () => {
  it('has codes, defaults, version and log level', () => {
    expect(constants.EMAIL_CODE_LENGTH).toBe(6);
    expect(constants.MFA_CODE_LENGTH).toBe(6);
    expect(constants.PASSWORD_MIN_LENGTH).toBe(8);
    expect(constants.DEFAULT_COUNTRY_ID).toBe(227);
    expect(constants.UK_DEFAULT_COUNTRY_ID).toBe(226);
    expect(constants.DEFAULT_ENGLISH_LANGUAGE_ID).toBe('enu');
    expect(constants.AUTODETECT_LANGUAGE).toBe('AUTODETECT_LANGUAGE');
    expect(constants.PORTAL_VERSION).toBe('227');
    expect(constants.DEFAULT_LOG_LEVEL).toBe('verbose');
    expect(constants.TERMS_SECTION_COUNT).toBe(10);
    expect(constants.PROJECT_NAME_FORBIDDEN_CHARACTERS).toBe(';');
    expect(constants.SELECT_MANY_SEPARATOR).toBe('|');
    expect(constants.COUPA_USER_GROUP).toBe('CoupaUser');
  });
  it('has the date formats', () => {
    expect(constants.DISPLAY_DATE_FORMAT).toBe('MMM DD, YYYY HH:mm:ss');
    expect(constants.DATE_FIELD_FORMAT).toBe('MM/DD/YYYY');
    expect(constants.DASHBOARD_DATE_FORMAT).toBe('MM-DD-YY h:mm:ss A');
  });
  it('lists the eight staff roles, all of them known roles', () => {
    expect([...constants.STAFF_ROLES].sort()).toEqual(
      [
        'ADMIN',
        'CLIENT_MANAGER',
        'DESKTOP_PUBLISHER',
        'ENGINEER',
        'POWER_USER',
        'PROJECT_COORDINATOR',
        'QA',
        'QUOTER',
      ].sort(),
    );
    for (const role of [
      ...constants.STAFF_ROLES,
      ...constants.IMPERSONATOR_ROLES,
      ...constants.CLIENT_ROLES,
    ]) {
      expect(ROLES).toContain(role);
    }
    expect(constants.STAFF_ROLES).not.toContain('SUPER_USER');
  });
});

describe('labels', () => {
  it('labels every human escalation reason', () => {
    expect(HUMAN_ESCALATION_REASON_LABELS).toEqual({
      CLEAN_UP_FORMATTING: 'Clean up formatting',
      NEED_HUMAN_TRANSLATION: 'Need human translation',
      OTHER: 'Other',
    });
    expect(Object.keys(HUMAN_ESCALATION_REASON_LABELS)).toEqual([...HUMAN_ESCALATION_REASONS]);
  });
  it('labels every payment type', () => {
    expect(PAYMENT_TYPE_LABELS).toEqual({
      CREDIT_CARD: 'Credit Card',
      BILL_TO_ACCOUNT: 'Bill to an account',
      INVOICE_DIRECTLY: 'Invoice directly',
    });
    expect(Object.keys(PAYMENT_TYPE_LABELS)).toEqual([...PAYMENT_TYPES]);
  });
});

describe('storage keys', () => {
  it('are distinct and prefixed', () => {
    const values = [
      keys.LAST_ACTIVITY_KEY,
      keys.IMPERSONATION_OVERRIDE_KEY,
      keys.DASHBOARD_EXPANSION_KEY,
      keys.COUPA_REQUEST_ID_KEY,
      keys.REQUEST_LIST_PAGE_SIZE_KEY,
      keys.COUPA_LIST_PAGE_SIZE_KEY,
    ];
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(value).toMatch(/^llts\./);
  });
});
