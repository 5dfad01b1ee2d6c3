import { describe, expect, it } from 'vitest';
import {
  countryHasStates,
  countryOptions,
  isStateRequired,
  namedRef,
  provinceOptions,
  toAddress,
} from '../../../../src/platform/domain/addressOptions';

const countries = [
  { id: 227, name: 'United States' },
  { id: 38, name: 'Canada' },
  { id: 226, name: 'United Kingdom' },
];
const provinces = [
  { id: 2, name: 'Wales', countryId: 226 },
  { id: 1, name: 'England', countryId: 226 },
  { id: 3, name: 'Ontario', countryId: 38 },
];

describe('address options', () => {
  it('sorts countries by name', () => {
    expect(countryOptions(countries).map((c) => c.id)).toEqual([38, 226, 227]);
  });

  it('filters provinces by the chosen country (id as number or string), sorted by name', () => {
    expect(provinceOptions(provinces, 226).map((p) => p.name)).toEqual(['England', 'Wales']);
    expect(provinceOptions(provinces, '38').map((p) => p.name)).toEqual(['Ontario']);
    expect(provinceOptions(provinces, 227)).toEqual([]);
    expect(provinceOptions(provinces, null)).toEqual([]);
    expect(provinceOptions(provinces, '')).toEqual([]);
  });

  it('turns an id into the { id, name } an address sends', () => {
    expect(namedRef(provinces, '3')).toEqual({ id: 3, name: 'Ontario' });
    expect(namedRef(countries, 999)).toBeUndefined();
    expect(namedRef(countries, undefined)).toBeUndefined();
  });

  it('knows whether a country has states, and not before a country and the provinces are known', () => {
    expect(countryHasStates(provinces, 226)).toBe(true);
    expect(countryHasStates(provinces, '227')).toBe(false);
    expect(countryHasStates(provinces, null)).toBeUndefined();
    expect(countryHasStates(undefined, 226)).toBeUndefined();
  });

  it('requires a state only in a required address whose country has (or may have) states', () => {
    expect(isStateRequired(true, true)).toBe(true);
    expect(isStateRequired(true, undefined)).toBe(true);
    expect(isStateRequired(true, false)).toBe(false);
    expect(isStateRequired(false, true)).toBe(false);
  });

  it('turns the form values into the address the API takes (trimmed, names looked up)', () => {
    expect(
      toAddress(
        {
          address1: ' 1 Main St ',
          address2: ' ',
          city: 'Cardiff',
          countryId: '226',
          provinceId: '2',
          zipCode: 'CF10',
        },
        countries,
        provinces,
      ),
    ).toEqual({
      address1: '1 Main St',
      city: 'Cardiff',
      country: { id: 226, name: 'United Kingdom' },
      province: { id: 2, name: 'Wales' },
      zipCode: 'CF10',
    });
    expect(toAddress({ countryId: '227' }, countries, provinces).province).toBeNull();
  });
});
