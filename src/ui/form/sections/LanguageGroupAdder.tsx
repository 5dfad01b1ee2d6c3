// "Add a language group" (part 1 §3, part 2 §2.3): choosing one of the user's language groups adds its
// languages to a target field, none twice and only those the form offers. Shared by the request form's
// pickers and the AI Translation upload form.
import { useForm } from 'react-final-form';
import type { Language } from '../../../platform/domain/entities/language';
import type { LanguageGroup } from '../../../platform/domain/entities/languageGroup';
import { addLanguageGroup } from '../../../platform/domain/languageOptions';
import { Select } from '../../Select';
import { valueAt } from './formPath';
import { activeLabels } from '../../../platform/i18n/runtime';
import { formMessages } from '../messages';
import { useUiLocale } from '../../uiLocale';

/** In the language active when read. */
export const LANGUAGE_GROUP_LABELS = activeLabels(formMessages, {
  addGroup: 'form.addGroup',
  chooseGroup: 'form.chooseGroup',
});

export function LanguageGroupAdder({
  groups,
  languages,
  targetsName = 'targetLanguageIds',
  labels = LANGUAGE_GROUP_LABELS,
}: {
  groups: readonly LanguageGroup[] | undefined;
  /** The languages the target field offers (a group's other languages are left out). */
  languages: readonly Language[];
  targetsName?: string;
  labels?: { addGroup: string; chooseGroup: string };
}) {
  useUiLocale();
  const form = useForm();
  if (!groups?.length) return null;
  return (
    <Select
      label={labels.addGroup}
      placeholder={labels.chooseGroup}
      options={groups.map((group, index) => ({ value: String(index), label: group.name }))}
      value=""
      onChange={(chosen) => {
        const group = groups[Number(chosen)];
        // Read at the choice, not subscribed: this select need not re-render as the form changes.
        const targetIds = (valueAt(form.getState().values, targetsName) as string[] | undefined) ?? [];
        if (group) form.change(targetsName, addLanguageGroup(targetIds, group, languages));
      }}
    />
  );
}
