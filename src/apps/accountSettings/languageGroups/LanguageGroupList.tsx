// One scope's language groups: each with its languages, and Edit and Delete when the user may change them.
import type { LanguageGroup } from '../../../platform/domain/entities/languageGroup';
import { useMessages } from '../../../ui/uiLocale';
import { Button } from '../../../ui/Button';
import { accountSettingsMessages } from '../messages';

export function LanguageGroupList({
  title,
  groups,
  editable,
  onAdd,
  onEdit,
  onDelete,
}: {
  title: string;
  groups: readonly LanguageGroup[];
  editable: boolean;
  onAdd: () => void;
  onEdit: (group: LanguageGroup) => void;
  onDelete: (group: LanguageGroup) => void;
}) {
  const t = useMessages(accountSettingsMessages);
  return (
    <section aria-label={title}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-base font-semibold text-primary-800">{title}</h3>
        {editable ? (
          <Button size="sm" onClick={onAdd}>
            {t('accountSettings.languageGroups.add')}
          </Button>
        ) : null}
      </div>
      {groups.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('accountSettings.languageGroups.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {groups.map((group) => (
            <li key={group.name} className="flex items-start justify-between gap-3 py-3">
              <div>
                <p className="font-medium text-slate-900">{group.name}</p>
                <p className="text-sm text-slate-700">
                  {group.languages.map((language) => language.name ?? `#${language.xtrfId}`).join(', ')}
                </p>
              </div>
              {editable ? (
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onEdit(group)}
                    aria-label={t('accountSettings.languageGroups.editNamed', { name: group.name })}
                  >
                    {t('accountSettings.languageGroups.edit')}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onDelete(group)}
                    aria-label={t('accountSettings.languageGroups.deleteNamed', { name: group.name })}
                  >
                    {t('accountSettings.languageGroups.delete')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
