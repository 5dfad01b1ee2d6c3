import { describe, expect, it } from 'vitest';
import type { CustomFieldDefinition } from '../../../../src/platform/domain/entities/customField';
import { customFieldValuesWithDefaults } from '../../../../src/platform/domain/customFields';
import { customFieldErrors, customFieldValues } from '../../../../src/platform/flows/customFieldValues';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { nestErrors } from '../../../../src/platform/validation/validateSync';

const defs: CustomFieldDefinition[] = [
  {
    name: 'PO',
    type: 'INPUT_TEXT',
    required: true,
    visible: true,
    mapping: 'po',
    validationRegex: '^PO-\\d+$',
    validationMessage: 'PO-123 please',
  },
  { name: 'Department', type: 'LISTONLY', visible: true, options: ['Legal', 'Sales'] },
  {
    name: 'Matter',
    type: 'INPUT_TEXT',
    required: true,
    visibleIf: [{ fieldName: 'Department', value: 'Legal' }],
  },
  {
    name: 'Channels',
    type: 'SELECT_MANY_LIST',
    visible: true,
    defaultValue: 'Web|Print',
    mapping: 'channels',
  },
  { name: 'Reviewer', type: 'PERSON_INFO', visible: true },
  { name: 'Office', type: 'LISTONLY', category: 'USER', visible: true, required: true, options: ['London'] },
  { name: 'Manager', type: 'PERSON_INFO', category: 'USER', visible: true, required: true },
];

describe('custom field values of a category', () => {
  it('project forms check the visible project fields only: hidden, conditional and USER fields are left out', () => {
    const values = customFieldValuesWithDefaults(defs, {}, 'PROJECT');
    expect(customFieldErrors(defs, values, 'PROJECT')).toEqual({ 'customFields.PO': MESSAGES.REQUIRED });
    const legal = customFieldValuesWithDefaults(defs, { PO: 'x', Department: 'Legal' }, 'PROJECT');
    expect(customFieldErrors(defs, legal, 'PROJECT')).toEqual({
      'customFields.PO': 'PO-123 please',
      'customFields.Matter': MESSAGES.REQUIRED,
    });
  });
  it('sign-up checks the USER fields, PERSON_INFO with its own messages', () => {
    expect(customFieldErrors(defs, customFieldValuesWithDefaults(defs, {}, 'USER'), 'USER')).toEqual({
      'customFields.Office': MESSAGES.REQUIRED,
      'customFields.Manager.firstName': MESSAGES.PERSON_FIRST_NAME_REQUIRED,
      'customFields.Manager.lastName': MESSAGES.PERSON_LAST_NAME_REQUIRED,
      'customFields.Manager.email': MESSAGES.PERSON_EMAIL_REQUIRED,
    });
  });
  it('keys errors as the form names its fields, so they land under them (submitErrors nests by path)', () => {
    const dotted: CustomFieldDefinition[] = [
      { name: 'P.O. number', type: 'INPUT_TEXT', visible: true, required: true },
    ];
    const errors = customFieldErrors(dotted, {}, 'PROJECT');
    expect(errors).toEqual({ 'customFields.P%2EO%2E number': MESSAGES.REQUIRED });
    expect(nestErrors(errors)).toEqual({ customFields: { 'P%2EO%2E number': MESSAGES.REQUIRED } });
  });
  it('sends visible fields with a value, in shape: pipe-joined lists, PERSON_INFO JSON, empty optional parts left out', () => {
    const values = customFieldValuesWithDefaults(
      defs,
      { PO: 'PO-7', Reviewer: { firstName: '', lastName: '', email: '' } },
      'PROJECT',
    );
    expect(customFieldValues(defs, values, 'PROJECT')).toEqual([
      { fieldName: 'PO', value: 'PO-7', mapping: 'po' },
      { fieldName: 'Channels', value: 'Web|Print', mapping: 'channels' },
    ]);
    const user = {
      Office: 'London',
      Manager: { firstName: 'Ann', lastName: 'Lee', email: 'ann@acme.example' },
    };
    expect(customFieldValues(defs, user, 'USER')).toEqual([
      { fieldName: 'Office', value: 'London' },
      { fieldName: 'Manager', value: JSON.stringify(user.Manager) },
    ]);
  });
});
