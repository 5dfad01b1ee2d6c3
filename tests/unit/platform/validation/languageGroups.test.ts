// The language group editor's rules: name and languages required, a name used once per scope (any case),
// and a group being edited may keep its own name.
import { describe, expect, it } from 'vitest';
import type { LanguageGroup } from '../../../../src/platform/domain/entities/languageGroup';
import { languageGroupErrors } from '../../../../src/platform/flows/languageGroups';
import { MESSAGES } from '../../../../src/platform/validation/messages';

const GROUPS: LanguageGroup[] = [
  { name: 'EFIGS', scope: 'ORGANIZATION', languages: [{ xtrfId: 5 }] },
  { name: 'Mine', scope: 'PERSONAL', languages: [{ xtrfId: 7 }] },
];
const languages = [{ xtrfId: 9 }];

describe('languageGroupErrors', () => {
  it('refuses a name already used in the same scope, whatever its case', () => {
    expect(languageGroupErrors(GROUPS, { scope: 'ORGANIZATION', name: 'efigs', languages })).toEqual({
      name: MESSAGES.DUPLICATE_LANGUAGE_GROUP,
    });
  });

  it('accepts the same name in the other scope, and a group keeping its own name', () => {
    expect(languageGroupErrors(GROUPS, { scope: 'PERSONAL', name: 'EFIGS', languages })).toEqual({});
    expect(
      languageGroupErrors(GROUPS, { scope: 'ORGANIZATION', name: 'EFIGS', languages, editing: 'EFIGS' }),
    ).toEqual({});
  });

  it('requires a name and at least one language', () => {
    expect(languageGroupErrors(GROUPS, { scope: 'PERSONAL', name: '', languages: [] })).toEqual({
      name: MESSAGES.REQUIRED,
      languages: MESSAGES.REQUIRED,
    });
  });
});
