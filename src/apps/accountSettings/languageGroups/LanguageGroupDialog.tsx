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
import { FormDialog } from '../../../ui/form/FormDialog';
import { MultiComboboxField } from '../../../ui/form/MultiComboboxField';
import { TextField } from '../../../ui/form/TextField';

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
  const scopeName = target.scope === 'PERSONAL' ? 'personal' : 'organization';
  return (
    <FormDialog<Values>
      open={open}
      onClose={onClose}
      title={target.group ? `Edit language group` : `Add ${scopeName} language group`}
      submitLabel="Save"
      busyLabel="Saving…"
      cancelLabel="Cancel"
      onSubmit={submit}
      validate={validate}
      initialValues={{
        name: target.group?.name,
        languageIds: idsOfXtrfLanguages(target.group?.languages, languages),
      }}
    >
      <TextField name="name" label="Name" required autoFocus />
      <MultiComboboxField
        name="languageIds"
        label="Languages"
        options={options}
        required
        placeholder="Search languages"
      />
    </FormDialog>
  );
}
