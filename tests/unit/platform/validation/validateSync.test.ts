import { describe, expect, it } from 'vitest';
import { array, object, string } from 'yup';
import { nestErrors, validateField, validateSync } from '../../../../src/platform/validation/validateSync';

const schema = object({
  name: string().required('Required').min(3, 'Too short'),
  contact: object({ email: string().required('Email required') }),
  items: array(object({ title: string().required('Title required') })),
});

describe('validateSync', () => {
  it('returns no errors for valid values', () => {
    expect(validateSync(schema, { name: 'Anna', contact: { email: 'a' }, items: [] })).toEqual({});
  });
  it('collects every failing field by path, first message per field', () => {
    expect(validateSync(schema, { name: '', contact: {}, items: [{ title: 'x' }, {}] })).toEqual({
      name: 'Required',
      'contact.email': 'Email required',
      'items[1].title': 'Title required',
    });
  });
  it("puts a field schema's error under ''", () => {
    expect(validateSync(string().required('Required'), '')).toEqual({ '': 'Required' });
  });
  it('rethrows errors that are not validation errors', () => {
    const broken = string().test('boom', 'x', () => {
      throw new TypeError('bug');
    });
    expect(() => validateSync(broken, 'a')).toThrow(TypeError);
  });
});

describe('validateField', () => {
  it('returns the first message or undefined', () => {
    expect(validateField(string().required('Required'), '')).toBe('Required');
    expect(validateField(string().required('Required'), 'ok')).toBeUndefined();
  });
});

describe('nestErrors', () => {
  it('nests dotted and indexed paths for final-form', () => {
    expect(nestErrors({ name: 'A', 'contact.email': 'B', 'items[1].title': 'C', '': 'ignored' })).toEqual({
      name: 'A',
      contact: { email: 'B' },
      items: [undefined, { title: 'C' }],
    });
  });
  it('merges siblings', () => {
    expect(nestErrors({ 'a.b': '1', 'a.c': '2' })).toEqual({ a: { b: '1', c: '2' } });
  });
});
