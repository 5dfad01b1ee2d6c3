import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComboboxField } from '../../../../src/ui/form/ComboboxField';
import { MultiComboboxField } from '../../../../src/ui/form/MultiComboboxField';
import { SelectField } from '../../../../src/ui/form/SelectField';
import { descriptionOf, renderForm, requiredWhenEmpty } from './support';

const SIZES = [
  { value: 's', label: 'Small' },
  { value: 'm', label: 'Medium' },
  { value: 'l', label: 'Large', disabled: true },
];

// 45 languages, as the language pickers offer them.
const LANGUAGES = [
  'Arabic',
  'Bengali',
  'Bulgarian',
  'Catalan',
  'Chinese (Simplified)',
  'Chinese (Traditional)',
  'Croatian',
  'Czech',
  'Danish',
  'Dutch',
  'English (UK)',
  'English (US)',
  'Estonian',
  'Finnish',
  'Français (Canada)',
  'French',
  'German',
  'Greek',
  'Hebrew',
  'Hindi',
  'Hungarian',
  'Icelandic',
  'Indonesian',
  'Italian',
  'Japanese',
  'Korean',
  'Latvian',
  'Lithuanian',
  'Malay',
  'Norwegian',
  'Persian',
  'Polish',
  'Portuguese',
  'Portuguese (Brazil)',
  'Romanian',
  'Russian',
  'Serbian',
  'Slovak',
  'Slovenian',
  'Spanish',
  'Swahili',
  'Swedish',
  'Thai',
  'Turkish',
  'Ukrainian',
].map((label, index) => ({ value: `lang-${index}`, label }));

describe('SelectField (Listbox)', () => {
  it('is opened and chosen by keyboard and named by its label', async () => {
    const { user, submitted } = renderForm(
      <SelectField name="size" label="Size" options={SIZES} placeholder="Choose a size" />,
    );
    // headlessui names the button by the label and itself (aria-labelledby "label button").
    const button = screen.getByRole('button', { name: /^Size/ });
    expect(button).toHaveTextContent('Choose a size');
    await user.tab();
    expect(button).toHaveFocus();
    // Space or the arrow keys open it (Enter submits the form, as on a native select).
    await user.keyboard(' ');
    const listbox = await screen.findByRole('listbox');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Small',
      'Medium',
      'Large',
    ]);
    expect(screen.getByRole('option', { name: 'Large' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    expect(button).toHaveTextContent('Medium');
    expect(button).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual([{ size: 'm' }]);
  });

  it('shows the error under the button after a failed submit and focuses it', async () => {
    const { user, onSubmit } = renderForm(<SelectField name="size" label="Size" options={SIZES} required />, {
      validate: requiredWhenEmpty('size'),
    });
    const button = screen.getByRole('button', { name: /^Size/ });
    expect(button).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(button).toHaveAttribute('aria-invalid', 'true');
    // aria-required is not allowed on a button (axe aria-allowed-attr); the message says it.
    expect(button).not.toHaveAttribute('aria-required');
    expect(descriptionOf(button)).toEqual(['Required']);
    await waitFor(() => expect(button).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('ComboboxField', () => {
  it('filters by what is typed and picks with the keyboard', async () => {
    const { user, submitted } = renderForm(
      <ComboboxField name="source" label="Source language" options={LANGUAGES} />,
    );
    const input = screen.getByRole('combobox', { name: 'Source language' });
    await user.type(input, 'port');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Portuguese',
      'Portuguese (Brazil)',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('Portuguese (Brazil)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual([{ source: 'lang-33' }]);
  });

  it('ignores accents and case, and says when nothing matches', async () => {
    const { user } = renderForm(
      <ComboboxField
        name="source"
        label="Source language"
        options={LANGUAGES}
        noMatchLabel="No language matches"
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Source language' });
    await user.type(input, 'FRANCAIS');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Français (Canada)']);
    await user.clear(input);
    await user.type(input, 'Klingon');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No language matches')).toBeInTheDocument();
  });

  it('shows its error only after it was left', async () => {
    const { user } = renderForm(
      <ComboboxField name="source" label="Source language" options={LANGUAGES} required />,
      {
        validate: requiredWhenEmpty('source'),
      },
    );
    const input = screen.getByRole('combobox', { name: /Source language/ });
    await user.click(input);
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Required');
  });
});

describe('MultiComboboxField', () => {
  it('searches over 45 languages, picks several by keyboard and shows them as removable chips', async () => {
    const { user, submitted } = renderForm(
      <MultiComboboxField
        name="targets"
        label="Target languages"
        options={LANGUAGES}
        description="Pick one or more"
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Target languages' });
    expect(input).toHaveAccessibleDescription('Pick one or more');
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(await screen.findAllByRole('option')).toHaveLength(45);
    await user.type(input, 'germ');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(input, 'jap');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(input, 'swe');
    await user.keyboard('{ArrowDown}{Enter}');
    const chips = screen.getByRole('list', { name: 'Target languages' });
    expect(chips).toHaveTextContent(/German.*Japanese.*Swedish/);
    await user.click(screen.getByRole('button', { name: 'Remove Japanese' }));
    expect(screen.queryByRole('button', { name: 'Remove Japanese' })).toBeNull();
    // Backspace in an empty search removes the last chip.
    await user.click(input);
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('button', { name: 'Remove Swedish' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual([{ targets: ['lang-16'] }]);
  });

  it('links its error after a failed submit and takes the focus', async () => {
    const { user } = renderForm(
      <MultiComboboxField name="targets" label="Target languages" options={LANGUAGES} required />,
      {
        validate: requiredWhenEmpty('targets'),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByRole('combobox', { name: /Target languages/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(input)).toEqual(['Required']);
    await waitFor(() => expect(input).toHaveFocus());
  });
});
