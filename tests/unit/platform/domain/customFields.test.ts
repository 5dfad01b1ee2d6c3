import { describe, expect, it } from 'vitest';
import {
  categoryOf,
  customFieldDefault,
  customFieldFormKey,
  customFieldFormValue,
  customFieldInitialValues,
  customFieldValuesWithDefaults,
  customValueMatches,
  customValuesFromForm,
  isCustomFieldDisabled,
  isCustomFieldVisible,
  isKnownCustomFieldType,
  isOfCategory,
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

describe('form value shapes, defaults and categories', () => {
  it('reads each type into the shape its field holds, and toCustomFieldValue sends it back unchanged', () => {
    const cases: [string, string, unknown][] = [
      ['SELECT_MANY_LIST', 'Web|Print', ['Web', 'Print']],
      ['CHECKBOX', 'true', true],
      ['CHECKBOX', 'false', false],
      [
        'PERSON_INFO',
        '{"firstName":"Ann","lastName":"Lee","email":"ann@acme.example"}',
        { firstName: 'Ann', lastName: 'Lee', email: 'ann@acme.example' },
      ],
      ['DATE', '03/05/2025', '03/05/2025'],
      ['INPUT_TEXT', 'CC-1000', 'CC-1000'],
      ['LIST', 'Custom audience', 'Custom audience'],
    ];
    for (const [type, stored, shaped] of cases) {
      const formValue = customFieldFormValue({ type }, stored);
      expect(formValue).toEqual(shaped);
      expect(toCustomFieldValue({ name: 'f' }, formValue).value).toBe(stored);
    }
  });
  it('an unreadable PERSON_INFO is three empty parts; a missing value stays missing', () => {
    expect(customFieldFormValue({ type: 'PERSON_INFO' }, '{oops')).toEqual({
      firstName: '',
      lastName: '',
      email: '',
    });
    expect(customFieldFormValue({ type: 'INPUT_TEXT' }, undefined)).toBeUndefined();
  });
  it('defaults come from defaultValue in form shape; a checkbox without one starts unticked', () => {
    expect(customFieldDefault({ type: 'SELECT_MANY_LIST', defaultValue: 'Web|Print' })).toEqual([
      'Web',
      'Print',
    ]);
    expect(customFieldDefault({ type: 'CHECKBOX' })).toBe(false);
    expect(customFieldDefault({ type: 'INPUT_TEXT', defaultValue: null })).toBeUndefined();
  });
  it('fills the defaults of one category only; what was given wins, even an empty value', () => {
    const defs = [
      { name: 'Cost center', type: 'INPUT_TEXT', defaultValue: 'CC-1000' },
      { name: 'Office', type: 'LISTONLY', defaultValue: 'London', category: 'USER' },
      { name: 'Channels', type: 'SELECT_MANY_LIST', defaultValue: 'Web', category: 'PROJECT' },
    ];
    expect(customFieldValuesWithDefaults(defs, { Channels: '' }, 'PROJECT')).toEqual({
      'Cost center': 'CC-1000',
      Channels: '',
    });
    expect(customFieldValuesWithDefaults(defs, {}, 'USER')).toEqual({ Office: 'London' });
  });
  it('knows the eight types, the category of a field and its disabled flag', () => {
    expect(
      [
        'INPUT_TEXT',
        'TEXT_AREA',
        'LISTONLY',
        'LIST',
        'SELECT_MANY_LIST',
        'DATE',
        'CHECKBOX',
        'PERSON_INFO',
      ].every(isKnownCustomFieldType),
    ).toBe(true);
    expect(isKnownCustomFieldType('SIGNATURE')).toBe(false);
    expect(isOfCategory({}, 'PROJECT')).toBe(true);
    expect(isOfCategory({ category: 'USER' }, 'PROJECT')).toBe(false);
    expect(isCustomFieldDisabled({ disabled: true })).toBe(true);
    expect(isCustomFieldDisabled({})).toBe(false);
  });
});

describe('custom fields in form values', () => {
  it('escapes path syntax in keys and reads the values back under the real names', () => {
    const names = ['P.O. number', 'Items[0]', '100% sure', 'Plain'];
    const record = Object.fromEntries(names.map((name, i) => [customFieldFormKey(name), i]));
    for (const key of Object.keys(record)) expect(key).not.toMatch(/[.[\]]/);
    expect(customValuesFromForm(record)).toEqual({
      'P.O. number': 0,
      'Items[0]': 1,
      '100% sure': 2,
      Plain: 3,
    });
    expect(customFieldFormKey('Plain')).toBe('Plain');
  });
  it('starts a form with the defaults of its category, in form shape', () => {
    const defs = [
      { name: 'Channels', type: 'SELECT_MANY_LIST', defaultValue: 'Web|Print' },
      { name: 'P.O.', type: 'INPUT_TEXT', defaultValue: 'PO-1' },
      { name: 'Notes', type: 'TEXT_AREA' },
      { name: 'Office', type: 'LISTONLY', defaultValue: 'London', category: 'USER' },
    ];
    expect(customFieldInitialValues(defs, 'PROJECT')).toEqual({
      Channels: ['Web', 'Print'],
      'P%2EO%2E': 'PO-1',
    });
    expect(customFieldInitialValues(defs, 'USER')).toEqual({ Office: 'London' });
  });
});
