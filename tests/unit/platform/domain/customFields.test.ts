import { describe, expect, it } from 'vitest';
import {
  categoryOf,
  customValueMatches,
  isCustomFieldVisible,
  joinSelectMany,
  splitSelectMany,
  toCustomFieldValue,
} from '../../../../src/platform/domain/customFields';

describe('customValueMatches', () => {
  it('compares scalars as strings', () => {
    expect(customValueMatches('Legal', 'Legal')).toBe(true);
    expect(customValueMatches('legal', 'Legal')).toBe(false);
    expect(customValueMatches(true, 'true')).toBe(true);
    expect(customValueMatches(false, 'true')).toBe(false);
    expect(customValueMatches(3, '3')).toBe(true);
  });
  it('matches lists by membership, as arrays or pipe-joined', () => {
    expect(customValueMatches(['a', 'b'], 'b')).toBe(true);
    expect(customValueMatches(['a', 'b'], 'c')).toBe(false);
    expect(customValueMatches('a|b', 'b')).toBe(true);
    expect(customValueMatches('a|b', 'a|b')).toBe(true);
  });
  it('never matches a missing value', () => {
    expect(customValueMatches(undefined, '')).toBe(false);
    expect(customValueMatches(null, 'null')).toBe(false);
  });
});

describe('isCustomFieldVisible', () => {
  const conditional = {
    visible: false,
    visibleIf: [
      { fieldName: 'dept', value: 'Legal' },
      { fieldName: 'x', value: 'y' },
    ],
  };
  it('is visible by flag', () => {
    expect(isCustomFieldVisible({ visible: true }, {})).toBe(true);
    expect(isCustomFieldVisible({ visible: true, visibleIf: [{ fieldName: 'dept', value: 'HR' }] }, {})).toBe(
      true,
    );
  });
  it('is visible when the first condition matches', () => {
    expect(isCustomFieldVisible(conditional, { dept: 'Legal' })).toBe(true);
    expect(isCustomFieldVisible(conditional, { dept: 'HR' })).toBe(false);
  });
  it('looks at the first condition only', () => {
    expect(isCustomFieldVisible(conditional, { dept: 'HR', x: 'y' })).toBe(false);
  });
  it('is hidden without flag and conditions', () => {
    expect(isCustomFieldVisible({}, {})).toBe(false);
    expect(isCustomFieldVisible({ visible: null, visibleIf: [] }, {})).toBe(false);
    expect(isCustomFieldVisible({ visibleIf: null }, {})).toBe(false);
  });
});

describe('categoryOf', () => {
  it('defaults to PROJECT', () => {
    expect(categoryOf({})).toBe('PROJECT');
    expect(categoryOf({ category: null })).toBe('PROJECT');
    expect(categoryOf({ category: 'PROJECT' })).toBe('PROJECT');
    expect(categoryOf({ category: 'other' })).toBe('PROJECT');
    expect(categoryOf({ category: 'USER' })).toBe('USER');
  });
});

describe('SELECT_MANY_LIST encoding', () => {
  it('joins and splits with a pipe', () => {
    expect(joinSelectMany(['a', 'b c', 'd'])).toBe('a|b c|d');
    expect(splitSelectMany('a|b c|d')).toEqual(['a', 'b c', 'd']);
    expect(splitSelectMany(joinSelectMany(['x']))).toEqual(['x']);
  });
  it('handles empty input', () => {
    expect(joinSelectMany([])).toBe('');
    expect(splitSelectMany('')).toEqual([]);
    expect(splitSelectMany(null)).toEqual([]);
    expect(splitSelectMany('a||b|')).toEqual(['a', 'b']);
  });
});

describe('toCustomFieldValue', () => {
  it('copies name and mapping', () => {
    expect(toCustomFieldValue({ name: 'Cost centre', mapping: 'costCentre' }, 'CC-1')).toEqual({
      fieldName: 'Cost centre',
      value: 'CC-1',
      mapping: 'costCentre',
    });
  });
  it('omits a missing mapping', () => {
    expect(toCustomFieldValue({ name: 'a', mapping: null }, 'x')).toEqual({ fieldName: 'a', value: 'x' });
    expect('mapping' in toCustomFieldValue({ name: 'a' }, 'x')).toBe(false);
  });
  it('serialises by value shape', () => {
    expect(toCustomFieldValue({ name: 'm' }, ['a', 'b']).value).toBe('a|b');
    expect(toCustomFieldValue({ name: 'c' }, true).value).toBe('true');
    expect(toCustomFieldValue({ name: 'c' }, false).value).toBe('false');
    expect(toCustomFieldValue({ name: 'd' }, new Date(2025, 2, 5, 10, 0)).value).toBe('03/05/2025');
    expect(
      toCustomFieldValue({ name: 'p' }, { firstName: 'Ann', lastName: 'Lee', email: 'a@b.co' }).value,
    ).toBe('{"firstName":"Ann","lastName":"Lee","email":"a@b.co"}');
    expect(toCustomFieldValue({ name: 'n' }, 42).value).toBe('42');
  });
  it('turns a missing value into an empty string', () => {
    expect(toCustomFieldValue({ name: 'a' }, undefined).value).toBe('');
    expect(toCustomFieldValue({ name: 'a' }, null).value).toBe('');
  });
});
