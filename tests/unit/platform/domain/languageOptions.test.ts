import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../src/platform/domain/entities/language';
import {
  addLanguageGroup,
  languageOptions,
  languagePickerSettings,
  sortLanguages,
} from '../../../../src/platform/domain/languageOptions';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { sameLanguageWarning, targetLanguagesError } from '../../../../src/platform/validation/requestForm';

const languages: Language[] = [
  { id: 'deu', name: 'German', xtrfId: 7, preferred: true },
  { id: 'ara', name: 'Arabic', xtrfId: 30 },
  { id: 'enu', name: 'English (United States)', xtrfId: 1, preferred: true },
  { id: 'fra', name: 'French (France)', xtrfId: 5 },
  { id: 'kli', name: 'Klingon', xtrfId: 99, isDisabled: true },
];
const ids = (list: readonly { id: string }[]) => list.map((l) => l.id);

describe('language options', () => {
  it('preferred languages first, then by name', () => {
    expect(ids(sortLanguages(languages))).toEqual(['enu', 'deu', 'ara', 'fra', 'kli']);
  });
  it("offers the client's available languages, every enabled one with 'more options' or without a list", () => {
    expect(ids(languageOptions(languages, ['fra', 'deu'], false))).toEqual(['deu', 'fra']);
    expect(ids(languageOptions(languages, ['fra', 'deu'], true))).toEqual(['enu', 'deu', 'ara', 'fra']);
    expect(ids(languageOptions(languages, undefined, false))).toEqual(['enu', 'deu', 'ara', 'fra']);
    expect(ids(languageOptions(languages, ['kli'], false))).toEqual([]);
  });
  it('a language group adds its languages to the targets without duplicates, skipping unknown ones', () => {
    const group = { languages: [{ xtrfId: 5 }, { xtrfId: 7 }, { xtrfId: 12345 }, { xtrfId: 5 }] };
    expect(addLanguageGroup(['deu'], group, languages)).toEqual(['deu', 'fra']);
    expect(addLanguageGroup([], group, languages)).toEqual(['fra', 'deu']);
  });
});

describe('language picker settings', () => {
  it('hide, lock and default each picker as the client says; more options unless disabled', () => {
    const settings = languagePickerSettings(
      {
        sourceLanguage: {
          defaultLanguage: { xtrfId: 1, name: 'English (United States)' },
          isDisabled: true,
          disableShowAllLanguages: true,
        },
        targetLanguages: { defaultLanguages: [{ xtrfId: 5 }, { xtrfId: 7 }], isHidden: true },
      },
      languages,
    );
    expect(settings.source).toEqual({ hidden: false, disabled: true, canShowAll: false, defaultId: 'enu' });
    expect(settings.targets).toEqual({
      hidden: true,
      disabled: false,
      canShowAll: true,
      defaultIds: ['fra', 'deu'],
    });
  });
  it('without settings both pickers are shown, open, widenable and empty', () => {
    expect(languagePickerSettings(undefined, languages)).toEqual({
      source: { hidden: false, disabled: false, canShowAll: true, defaultId: undefined },
      targets: { hidden: false, disabled: false, canShowAll: true, defaultIds: [] },
    });
  });
});

describe('source and target rules', () => {
  it('targets are required and never include the source; the same language also warns', () => {
    expect(targetLanguagesError('enu', [])).toBe(MESSAGES.REQUIRED);
    expect(targetLanguagesError('enu', ['deu', 'enu'])).toBe(
      'Target languages cannot include a source language',
    );
    expect(targetLanguagesError('enu', ['deu'])).toBeUndefined();
    expect(sameLanguageWarning('enu', ['enu'])).toBe(MESSAGES.SAME_LANGUAGE_WARNING);
    expect(sameLanguageWarning('enu', ['deu'])).toBeUndefined();
    expect(sameLanguageWarning(undefined, ['deu'])).toBeUndefined();
  });
});
