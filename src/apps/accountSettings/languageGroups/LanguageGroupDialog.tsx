// Adding or editing a language group: a name and languages (the shared language list, by TMS id), both
// required; a name already used in the scope is refused. Saving stores the scope's whole list.
import type { Language } from '../../../platform/domain/entities/language';
import type { LanguageGroup } from '../../../platform/domain/entities/languageGroup';
import type { LanguageGroupScope } from '../../../platform/domain/enums';
import { groupableLanguages, xtrfRefsOf } from '../../../platform/domain/languageGroupEdits';
import { idsOfXtrfLanguages, sortLanguages } from '../../../platform/domain/languageOptions';
import { languageGroupErrors } from '../../../platform/flows/languageGroups';
import { submitErrors, validateWith } from '../../../platform/react/forms';
import { useSaveLanguageGroup } from '../../../platform/react/queries/languageGroupsMutations';
import { useMessages } from '../../../ui/uiLocale';
import { FormDialog } from '../../../ui/form/FormDialog';
import { MultiComboboxField } from '../../../ui/form/MultiComboboxField';
import { TextField } from '../../../ui/form/TextField';
import { accountSettingsMessages } from '../messages';

interface Values {
  name?: string;
  languageIds?: string[];
}

export interface GroupTarget {
  scope: LanguageGroupScope;
  /** The group being edited; absent when adding. */
  group?: LanguageGroup;
}

export function LanguageGroupDialog({
  open,
  onClose,
  target,
  all,
  languages,
  roles,
}: {
  open: boolean;
  onClose: () => void;
  target: GroupTarget;
  all: readonly LanguageGroup[];
  languages: readonly Language[];
  roles: readonly string[];
}) {
  const t = useMessages(accountSettingsMessages);
  const save = useSaveLanguageGroup();
  const editing = target.group?.name;
  const change = (values: Values) => ({
    scope: target.scope,
    name: values.name ?? '',
    languages: xtrfRefsOf(values.languageIds ?? [], languages),
    editing,
  });
  const validate = validateWith<Values>((values) => {
    const errors = languageGroupErrors(all, change(values));
    // The form's field is the ids picked; the rule speaks of the group's languages.
    return Object.fromEntries(
      Object.entries(errors).map(([key, message]) => [key === 'languages' ? 'languageIds' : key, message]),
    );
  });
  const submit = async (values: Values) => {
    try {
      await save(all, change(values), roles);
    } catch (error) {
      return submitErrors(error);
    }
    onClose();
    return undefined;
  };
  const options = sortLanguages(groupableLanguages(languages)).map((language) => ({
    value: language.id,
    label: language.name,
  }));
  return (
    <FormDialog<Values>
      open={open}
      onClose={onClose}
      title={
        target.group
          ? t('accountSettings.languageGroups.editTitle')
          : t('accountSettings.languageGroups.addTitle', { scope: target.scope })
      }
      submitLabel={t('accountSettings.languageGroups.save')}
      busyLabel={t('accountSettings.languageGroups.saving')}
      cancelLabel={t('accountSettings.cancel')}
      onSubmit={submit}
      validate={validate}
      initialValues={{
        name: target.group?.name,
        languageIds: idsOfXtrfLanguages(target.group?.languages, languages),
      }}
    >
      <TextField name="name" label={t('accountSettings.languageGroups.name')} required autoFocus />
      <MultiComboboxField
        name="languageIds"
        label={t('accountSettings.languageGroups.languages')}
        options={options}
        required
        placeholder={t('accountSettings.languageGroups.searchLanguages')}
      />
    </FormDialog>
  );
}
