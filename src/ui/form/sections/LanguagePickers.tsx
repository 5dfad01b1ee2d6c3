// The request form's language pickers (part 2 §2.3, §5): one source, several targets. They offer the
// client's available languages, widened to all by 'More options' unless the client disables it; preferred
// languages come first, then by name. A language group adds its languages to the targets, none twice.
// Client settings hide or lock a picker; its default languages are the host form's initial values
// (languagePickerSettings gives both). Targets never include the source, and a warning says so at once.
import { useId, useState } from 'react';
import type { Language } from '../../../platform/domain/entities/language';
import type { LanguageGroup } from '../../../platform/domain/entities/languageGroup';
import { languageOptions, type LanguagePickerSettings } from '../../../platform/domain/languageOptions';
import { MESSAGES } from '../../../platform/validation/messages';
import { sameLanguageWarning, targetLanguagesError } from '../../../platform/validation/requestForm';
import { ComboboxField } from '../ComboboxField';
import { MultiComboboxField } from '../MultiComboboxField';
import { useFieldValue } from '../useFieldValue';
import { isMissing, valueAt } from './formPath';
import { LanguageGroupAdder } from './LanguageGroupAdder';
import { activeLabels } from '../../../platform/i18n/runtime';
import { formMessages } from '../messages';
import { useUiLocale } from '../../uiLocale';

/** In the language active when read. */
export const LANGUAGE_LABELS = activeLabels(formMessages, {
  source: 'form.sourceLanguage',
  targets: 'form.targetLanguages',
  moreOptions: 'form.moreOptions',
  moreOptionsDescription: 'form.moreOptionsDescription',
  addGroup: 'form.addGroup',
  chooseGroup: 'form.chooseGroup',
});

export interface LanguagePickersProps {
  /** Every language (/languages). */
  languages: readonly Language[] | undefined;
  /** The client's available language ids; none means every language. */
  availableIds?: readonly string[];
  settings: LanguagePickerSettings;
  languageGroups?: readonly LanguageGroup[];
  sourceName?: string;
  targetsName?: string;
  labels?: Partial<typeof LANGUAGE_LABELS>;
}

const asOptions = (languages: readonly Language[]) => languages.map((l) => ({ value: l.id, label: l.name }));

/** The offered languages plus any already chosen that they lack (a default outside the client's list). */
function offered(
  all: readonly Language[],
  availableIds: readonly string[] | undefined,
  showAll: boolean,
  chosen: readonly string[],
) {
  const options = languageOptions(all, availableIds, showAll);
  const missing = all.filter((l) => chosen.includes(l.id) && !options.some((o) => o.id === l.id));
  return asOptions([...options, ...missing]);
}

export function LanguagePickers({
  languages,
  availableIds,
  settings,
  languageGroups,
  sourceName = 'sourceLanguageId',
  targetsName = 'targetLanguageIds',
  labels,
}: LanguagePickersProps) {
  useUiLocale();
  const text = { ...LANGUAGE_LABELS, ...labels };
  const [showAll, setShowAll] = useState(false);
  const moreId = useId();
  const all = languages ?? [];
  const sourceId = useFieldValue<string>(sourceName) || undefined;
  const targetIds = useFieldValue<string[]>(targetsName) || [];
  const { source, targets } = settings;
  const widenable =
    (!source.hidden && !source.disabled && source.canShowAll) ||
    (!targets.hidden && !targets.disabled && targets.canShowAll);
  const groups = !targets.hidden && !targets.disabled ? (languageGroups ?? []) : [];
  const warning = sameLanguageWarning(sourceId, targetIds);

  return (
    <div className="grid gap-4">
      {source.hidden ? null : (
        <ComboboxField
          name={sourceName}
          label={text.source}
          options={offered(all, availableIds, showAll && source.canShowAll, sourceId ? [sourceId] : [])}
          required
          disabled={source.disabled || !languages}
          validate={(value) => (isMissing(value) ? MESSAGES.REQUIRED : undefined)}
        />
      )}
      {targets.hidden ? null : (
        <div>
          <MultiComboboxField
            name={targetsName}
            label={text.targets}
            options={offered(all, availableIds, showAll && targets.canShowAll, targetIds)}
            required
            disabled={targets.disabled || !languages}
            validate={(value, allValues) =>
              targetLanguagesError(valueAt(allValues, sourceName) as string | undefined, value)
            }
          />
          {warning ? (
            <p role="status" className="mt-1 text-sm text-amber-800">
              {warning}
            </p>
          ) : null}
        </div>
      )}
      {widenable ? (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={showAll}
            onChange={(event) => setShowAll(event.target.checked)}
            aria-describedby={moreId}
            className="mt-0.5 size-4 rounded border-slate-400 accent-primary-700 focus-visible:outline-2 focus-visible:outline-secondary-400"
          />
          <span>
            {text.moreOptions}
            <span id={moreId} className="block text-xs text-slate-600">
              {text.moreOptionsDescription}
            </span>
          </span>
        </label>
      ) : null}
      <LanguageGroupAdder groups={groups} languages={all} targetsName={targetsName} labels={text} />
    </div>
  );
}
