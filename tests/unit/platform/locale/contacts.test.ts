import { describe, expect, it } from 'vitest';
import { PROVIDER_CONTACTS, contactDetails } from '../../../../src/platform/locale/contacts';
import { defaultCountryId } from '../../../../src/platform/locale/defaultCountry';

describe('contactDetails', () => {
  it('differs by variant', () => {
    const us = contactDetails('US');
    const uk = contactDetails('UK');
    expect(us).toEqual(PROVIDER_CONTACTS.US);
    expect(uk).toEqual(PROVIDER_CONTACTS.UK);
    expect(us.supportEmail).not.toBe(uk.supportEmail);
    expect(us.phoneNumber).not.toBe(uk.phoneNumber);
    expect(us.address.lines.join(' ')).toContain('New York');
    expect(uk.address.lines.join(' ')).toContain('London');
    expect(us.address.country).toBe('United States');
    expect(uk.address.country).toBe('United Kingdom');
  });
  it("prefers the branch's e-mail and phone but keeps the variant's address", () => {
    const details = contactDetails('UK', {
      supportEmail: ' help@branch.example.com ',
      phoneNumber: '+44 161 496 0000',
    });
    expect(details).toEqual({
      supportEmail: 'help@branch.example.com',
      phoneNumber: '+44 161 496 0000',
      address: PROVIDER_CONTACTS.UK.address,
    });
  });
  it('falls back per field when the branch lacks a value', () => {
    expect(contactDetails('US', { supportEmail: '', phoneNumber: '+1 212 555 0199' })).toEqual({
      ...PROVIDER_CONTACTS.US,
      phoneNumber: '+1 212 555 0199',
    });
    expect(contactDetails('US', { supportEmail: 'b@x.example.com', phoneNumber: null }).phoneNumber).toBe(
      PROVIDER_CONTACTS.US.phoneNumber,
    );
    expect(contactDetails('US', null)).toEqual(PROVIDER_CONTACTS.US);
  });
});

describe('defaultCountryId', () => {
  it('is 226 for the UK variant and 227 otherwise', () => {
    expect(defaultCountryId('UK')).toBe(226);
    expect(defaultCountryId('US')).toBe(227);
  });
});
