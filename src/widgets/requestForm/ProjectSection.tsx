// Project info (part 2 §2.3): name, languages (the shared pickers with the client's settings and the
// user's language groups), the service when the client offers workflows, notes, and the client's project
// custom fields through the shared engine.
import type { ClientConfig } from '../../platform/domain/entities/clientConfig';
import type { CustomFieldDefinition } from '../../platform/domain/entities/customField';
import type { Language } from '../../platform/domain/entities/language';
import type { LanguageGroup } from '../../platform/domain/entities/languageGroup';
import type { LanguagePickerSettings } from '../../platform/domain/languageOptions';
import { isServiceRequired } from '../../platform/domain/workflows';
import { SelectField } from '../../ui/form/SelectField';
import { TextAreaField } from '../../ui/form/TextAreaField';
import { TextField } from '../../ui/form/TextField';
import { CustomFieldsSection } from '../../ui/form/sections/CustomFieldsSection';
import { LanguagePickers } from '../../ui/form/sections/LanguagePickers';
import { FormSection } from '../../ui/form/FormSection';
import { REQUEST_SECTIONS } from './requestSections';
import { useMessages } from '../../ui/uiLocale';
import { requestFormMessages } from './messages';

export function ProjectSection({
  client,
  languages,
  availableIds,
  pickers,
  languageGroups,
  definitions,
}: {
  client: ClientConfig | undefined;
  languages: readonly Language[] | undefined;
  availableIds: readonly string[] | undefined;
  pickers: LanguagePickerSettings;
  languageGroups: readonly LanguageGroup[] | undefined;
  definitions: readonly CustomFieldDefinition[];
}) {
  const t = useMessages(requestFormMessages);
  const workflows = client?.selectableWorkflows ?? [];
  return (
    <FormSection section={REQUEST_SECTIONS.project}>
      <TextField name="projectName" label={t('requestForm.projectName')} required maxLength={255} />
      <LanguagePickers
        languages={languages}
        availableIds={availableIds}
        settings={pickers}
        languageGroups={languageGroups}
      />
      {workflows.length ? (
        <SelectField
          name="service"
          label={t('requestForm.service')}
          required={isServiceRequired(client)}
          options={workflows.map((w) => ({ value: String(w.xtrfServiceId), label: w.name }))}
          placeholder={t('requestForm.chooseService')}
        />
      ) : null}
      <TextAreaField name="notes" label={t('requestForm.notes')} rows={4} />
      <CustomFieldsSection definitions={definitions} category="PROJECT" />
    </FormSection>
  );
}
