// The upload form's languages (part 2 §2.7, §7): the source, then the targets the file translation
// combinations allow from it (GET /xl8/fileTranslation/languageCombinations), and the language-group adder
// limited to those. Before a source is chosen every language is offered; a target chosen earlier that the
// new source does not allow stays, marked by the form's rule, so nothing the user picked vanishes unseen.
import { useEffect } from 'react';
import type { Language } from '../../../platform/domain/entities/language';
import { useLanguageGroups } from '../../../platform/react/queries/languageGroups';
import { ComboboxField } from '../../../ui/form/ComboboxField';
import { MultiComboboxField } from '../../../ui/form/MultiComboboxField';
import { useFieldValue } from '../../../ui/form/useFieldValue';
import { LanguageGroupAdder } from '../../../ui/form/sections/LanguageGroupAdder';
import { useMessages } from '../../../ui/uiLocale';
import { mtMessages } from '../messages';

export function FileLanguageFields({
  languages,
  allowedTargetIds,
  onSourceChange,
}: {
  languages: readonly Language[];
  /** The targets allowed from the chosen source; undefined while unknown (no source yet, or loading). */
  allowedTargetIds: readonly string[] | undefined;
  onSourceChange: (sourceLanguageId: string | undefined) => void;
}) {
  const t = useMessages(mtMessages);
  const source = useFieldValue<string>('sourceLanguageId') || undefined;
  const chosen = useFieldValue<string[]>('targetLanguageIds') ?? [];
  const groups = useLanguageGroups();
  useEffect(() => onSourceChange(source), [source, onSourceChange]);
  const allowed = allowedTargetIds ? new Set(allowedTargetIds) : undefined;
  const targets = allowed ? languages.filter((l) => allowed.has(l.id)) : languages;
  // Chosen targets stay listed (with their names on the chips) even when the source does not allow them.
  const targetOptions = languages
    .filter((l) => !allowed || allowed.has(l.id) || chosen.includes(l.id))
    .map((l) => ({ value: l.id, label: l.name }));
  const noTargets = !!source && !!allowed && allowed.size === 0;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ComboboxField
        name="sourceLanguageId"
        label={t('machineTranslation.sourceLanguage')}
        options={languages.map((l) => ({ value: l.id, label: l.name }))}
        required
      />
      <MultiComboboxField
        name="targetLanguageIds"
        label={t('machineTranslation.targetLanguages')}
        options={targetOptions}
        required
        description={noTargets ? t('machineTranslation.files.noTargets') : undefined}
      />
      <LanguageGroupAdder groups={groups.data} languages={targets} />
    </div>
  );
}
