// The custom-field engine on a client's definitions: every type, visibility by flag and by the first
// visibleIf condition, defaults, disabled, descriptions, the platform's rules and the submitted values.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  customFieldInitialValues,
  customValuesFromForm,
} from '../../../../../src/platform/domain/customFields';
import type { CustomFieldDefinition } from '../../../../../src/platform/domain/entities/customField';
import { customFieldValues } from '../../../../../src/platform/flows/customFieldValues';
import { CustomFieldsSection } from '../../../../../src/ui/form/sections/CustomFieldsSection';
import { renderForm } from '../support';

const DEFINITIONS: CustomFieldDefinition[] = [
  {
    name: 'Department',
    type: 'LISTONLY',
    required: true,
    visible: true,
    options: ['Marketing', 'Legal'],
    description: 'Legal requests are estimated first.',
  },
  {
    name: 'Cost center',
    type: 'INPUT_TEXT',
    required: true,
    visible: true,
    validationRegex: '^CC-[0-9]{4}$',
    validationMessage: 'Cost center must look like CC-1234',
    defaultValue: 'CC-1000',
    mapping: 'costCenter',
  },
  {
    name: 'Matter number',
    type: 'INPUT_TEXT',
    required: true,
    visible: false,
    visibleIf: [{ fieldName: 'Department', value: 'Legal' }],
  },
  { name: 'Never shown', type: 'INPUT_TEXT', visible: false },
  { name: 'Audience', type: 'LIST', visible: true, options: ['Internal', 'Customers'] },
  {
    name: 'Channels',
    type: 'SELECT_MANY_LIST',
    visible: true,
    options: ['Web', 'Print', 'Social'],
    defaultValue: 'Web|Print',
  },
  { name: 'Publication date', type: 'DATE', visible: true },
  { name: 'Contains trademarks', type: 'CHECKBOX', visible: true, defaultValue: 'false' },
  { name: 'Reviewer', type: 'PERSON_INFO', visible: true },
  { name: 'Style notes', type: 'TEXT_AREA', visible: true },
  { name: 'P.O. number', type: 'INPUT_TEXT', visible: true, disabled: true, defaultValue: 'PO-ACME-2024' },
  { name: 'Signature', type: 'HANDWRITING' as never, visible: true },
  { name: 'Job title', type: 'INPUT_TEXT', category: 'USER', visible: true, required: true },
  { name: 'Manager', type: 'PERSON_INFO', category: 'USER', visible: true, required: true },
];

function renderSection(category: 'PROJECT' | 'USER' = 'PROJECT', definitions = DEFINITIONS) {
  return renderForm(<CustomFieldsSection definitions={definitions} category={category} />, {
    initialValues: { customFields: customFieldInitialValues(definitions, category) },
  });
}

/** What the form would send for the submitted values. */
const sent = (values: Record<string, unknown>, category: 'PROJECT' | 'USER' = 'PROJECT') =>
  customFieldValues(
    DEFINITIONS,
    customValuesFromForm(values.customFields as Record<string, unknown>),
    category,
  );

// A busy machine (the suite runs beside others) types slowly: generous limits, waits on state.
describe('CustomFieldsSection', { timeout: 20_000 }, () => {
  it('renders each type with its control, defaults, description and disabled flag; an unknown type says so', () => {
    renderSection();
    expect(screen.getByRole('button', { name: /^Department/ })).toHaveAccessibleDescription(
      'Legal requests are estimated first.',
    );
    expect(screen.getByRole('textbox', { name: 'Cost center' })).toHaveValue('CC-1000');
    expect(screen.getByRole('combobox', { name: 'Audience' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Channels' })).toHaveTextContent(/Web.*Print/);
    expect(screen.getByRole('textbox', { name: 'Publication date' })).toHaveAccessibleDescription(
      'MM/DD/YYYY',
    );
    expect(screen.getByRole('checkbox', { name: 'Contains trademarks' })).not.toBeChecked();
    const reviewer = screen.getByRole('group', { name: 'Reviewer' });
    expect(
      within(reviewer)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual([
      'customFields.Reviewer.firstName',
      'customFields.Reviewer.lastName',
      'customFields.Reviewer.email',
    ]);
    expect(screen.getByRole('textbox', { name: 'Style notes' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: 'P.O. number' })).toBeDisabled();
    expect(screen.getByText('Unknown custom field type')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Never shown|Matter number|Job title/ })).toBeNull();
  });

  it('shows a field whose first visibleIf condition matches, and hides it again', async () => {
    const { user } = renderSection();
    expect(screen.queryByRole('textbox', { name: /Matter number/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Department/ }));
    await user.click(await screen.findByRole('option', { name: 'Legal' }));
    expect(await screen.findByRole('textbox', { name: /Matter number/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Department/ }));
    await user.click(await screen.findByRole('option', { name: 'Marketing' }));
    expect(screen.queryByRole('textbox', { name: /Matter number/ })).toBeNull();
  });

  it("checks each field by the platform's rules: Required, the regex's message, person info parts", async () => {
    const { user, onSubmit } = renderSection();
    const cost = screen.getByRole('textbox', { name: /Cost center/ });
    await user.clear(cost);
    await user.type(cost, 'CC-12');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ann');
    await user.type(screen.getByRole('textbox', { name: 'Publication date' }), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^Department/ })).toHaveAccessibleDescription(/Required/);
    expect(cost).toHaveAccessibleDescription('Cost center must look like CC-1234');
    expect(screen.getByRole('textbox', { name: 'Publication date' })).toHaveAccessibleDescription(
      /Invalid format/,
    );
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Last name is required.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'A valid email address is required.',
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid');
  });

  it('accepts an optional person left completely empty and sends each type in its shape', async () => {
    const { user, submitted } = renderSection();
    await user.click(screen.getByRole('button', { name: /^Department/ }));
    await user.click(await screen.findByRole('option', { name: 'Marketing' }));
    const audience = screen.getByRole('combobox', { name: 'Audience' });
    await user.type(audience, 'Investors');
    await user.click(await screen.findByRole('option', { name: /Investors/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Contains trademarks' }));
    await user.type(screen.getByRole('textbox', { name: 'Publication date' }), '12/31/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveLength(1);
    expect(sent(submitted[0])).toEqual([
      { fieldName: 'Department', value: 'Marketing' },
      { fieldName: 'Cost center', value: 'CC-1000', mapping: 'costCenter' },
      { fieldName: 'Audience', value: 'Investors' },
      { fieldName: 'Channels', value: 'Web|Print' },
      { fieldName: 'Publication date', value: '12/31/2026' },
      { fieldName: 'Contains trademarks', value: 'true' },
      { fieldName: 'P.O. number', value: 'PO-ACME-2024' },
    ]);
  });

  it('renders the USER fields for sign-up, a required person with all three messages', async () => {
    const { user, onSubmit } = renderSection('USER');
    expect(screen.queryByRole('button', { name: /^Department/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Job title/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const manager = screen.getByRole('group', { name: /Manager/ });
    expect(within(manager).getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(
      'First name is required.',
    );
    expect(within(manager).getByRole('textbox', { name: /Last name/ })).toHaveAccessibleDescription(
      'Last name is required.',
    );
    expect(within(manager).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'A valid email address is required.',
    );
  });
});
