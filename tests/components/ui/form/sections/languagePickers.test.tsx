// The language pickers: the client's languages, widened by 'More options'; preferred first; a language
// group added without duplicates; client settings; the source-in-targets rule and the same-language warning.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../../src/platform/domain/entities/language';
import { languagePickerSettings } from '../../../../../src/platform/domain/languageOptions';
import { LanguagePickers } from '../../../../../src/ui/form/sections/LanguagePickers';
import { renderForm } from '../support';
import { choose } from '../../../../support/choose';

const LANGUAGES: Language[] = [
  { id: 'enu', name: 'English (United States)', xtrfId: 1, preferred: true },
  { id: 'deu', name: 'German', xtrfId: 7, preferred: true },
  { id: 'ara', name: 'Arabic', xtrfId: 30 },
  { id: 'fra', name: 'French (France)', xtrfId: 5 },
  { id: 'ita', name: 'Italian', xtrfId: 8 },
  { id: 'jpn', name: 'Japanese', xtrfId: 43 },
];
const GROUPS = [
  { name: 'EFIGS', scope: 'ORGANIZATION' as const, languages: [{ xtrfId: 5 }, { xtrfId: 8 }, { xtrfId: 7 }] },
];

function render(
  settings = languagePickerSettings(undefined, LANGUAGES),
  initialValues: Record<string, unknown> = {},
) {
  return renderForm(
    <LanguagePickers
      languages={LANGUAGES}
      availableIds={['enu', 'deu', 'fra']}
      settings={settings}
      languageGroups={GROUPS}
    />,
    { initialValues },
  );
}

const optionsOf = async (user: ReturnType<typeof render>['user'], label: RegExp) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.keyboard('{ArrowDown}');
  const names = (await screen.findAllByRole('option')).map((option) => option.textContent?.replace('✓', ''));
  await user.keyboard('{Escape}');
  return names;
};

// A busy machine (the suite runs beside others) types slowly: generous limits, waits on state.
describe('LanguagePickers', { timeout: 20_000 }, () => {
  it("offers the client's languages, preferred first; 'More options' widens to all", async () => {
    const { user } = render();
    expect(await optionsOf(user, /Source language/)).toEqual([
      'English (United States)',
      'German',
      'French (France)',
    ]);
    await user.click(screen.getByRole('checkbox', { name: /More options/ }));
    expect(await optionsOf(user, /Source language/)).toEqual([
      'English (United States)',
      'German',
      'Arabic',
      'French (France)',
      'Italian',
      'Japanese',
    ]);
    expect(await optionsOf(user, /Target languages/)).toHaveLength(6);
  });

  it('a language group adds its languages to the targets, none twice', async () => {
    const { user, submitted } = render(undefined, { sourceLanguageId: 'enu', targetLanguageIds: ['deu'] });
    await choose(user, 'Add a language group', 'EFIGS');
    const chips = screen.getByRole('list', { name: /Target languages/ });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent?.replace(/Remove.*/, '').trim()),
    ).toEqual(['German', 'French (France)', 'Italian']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted[0]).toEqual({ sourceLanguageId: 'enu', targetLanguageIds: ['deu', 'fra', 'ita'] });
  });

  it('warns at once when a target is the source, and refuses it on submit', async () => {
    const { user, onSubmit } = render(undefined, { sourceLanguageId: 'deu', targetLanguageIds: ['fra'] });
    expect(screen.queryByRole('status')).toBeNull();
    await choose(user, 'Add a language group', 'EFIGS');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The source language is also selected as a target language',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: /Target languages/ })).toHaveAccessibleDescription(
      'Target languages cannot include a source language',
    );
  });

  it('follows the client: a hidden source keeps its default, locked targets, no more options', async () => {
    const settings = languagePickerSettings(
      {
        sourceLanguage: { isHidden: true, defaultLanguage: { xtrfId: 7 } },
        targetLanguages: {
          isDisabled: true,
          defaultLanguages: [{ xtrfId: 1 }],
          disableShowAllLanguages: true,
        },
      },
      LANGUAGES,
    );
    const { user, submitted } = render(settings, {
      sourceLanguageId: settings.source.defaultId,
      targetLanguageIds: settings.targets.defaultIds,
    });
    expect(screen.queryByRole('combobox', { name: /Source language/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: /Target languages/ })).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: /More options/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add a language group/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted[0]).toEqual({ sourceLanguageId: 'deu', targetLanguageIds: ['enu'] });
  });
});
