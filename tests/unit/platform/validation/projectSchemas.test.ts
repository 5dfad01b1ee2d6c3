import { describe, expect, it } from 'vitest';
import {
  impersonationSchema,
  languageGroupSchema,
  organisationPickerSchema,
  renameSchema,
} from '../../../../src/platform/validation/projectSchemas';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { validateSync } from '../../../../src/platform/validation/validateSync';

describe('renameSchema', () => {
  it('is required', () => {
    expect(validateSync(renameSchema, { newName: '  ' })).toEqual({ newName: 'Required' });
    expect(validateSync(renameSchema, {})).toEqual({ newName: MESSAGES.REQUIRED });
  });
  it('allows at most 250 characters', () => {
    expect(validateSync(renameSchema, { newName: 'a'.repeat(250) })).toEqual({});
    expect(validateSync(renameSchema, { newName: 'a'.repeat(251) })).toEqual({
      newName: 'The name must be at most 250 characters',
    });
    expect(MESSAGES.RENAME_MAX_LENGTH).toBe('The name must be at most 250 characters');
  });
  it('counts the trimmed name', () => {
    expect(validateSync(renameSchema, { newName: ` ${'a'.repeat(250)} ` })).toEqual({});
  });
});

describe('impersonationSchema', () => {
  it('requires a username', () => {
    expect(validateSync(impersonationSchema, { username: '' })).toEqual({ username: MESSAGES.REQUIRED });
    expect(validateSync(impersonationSchema, { username: 'jdoe' })).toEqual({});
  });
});

describe('languageGroupSchema', () => {
  it('requires a name and at least one language', () => {
    expect(validateSync(languageGroupSchema, { name: '', languages: [] })).toEqual({
      name: MESSAGES.REQUIRED,
      languages: MESSAGES.REQUIRED,
    });
    expect(validateSync(languageGroupSchema, { name: 'EU', languages: undefined })).toEqual({
      languages: MESSAGES.REQUIRED,
    });
    expect(validateSync(languageGroupSchema, { name: 'EU', languages: [{ xtrfId: 1 }] })).toEqual({});
  });
});

describe('organisationPickerSchema', () => {
  it('requires a choice', () => {
    expect(validateSync(organisationPickerSchema, {})).toEqual({ clientId: MESSAGES.REQUIRED });
    expect(validateSync(organisationPickerSchema, { clientId: 'c-1' })).toEqual({});
  });
});
