// "Request human translation" (part 2 §2.8): the kit's FormDrawer with the project name, the source
// language locked, the targets, the client's project custom fields (the shared engine), the reason (and
// its text for Other) and notes. Rules are the platform's humanEscalationSchema; the body its flow.
import { useMemo } from 'react';
import type { JobRequest } from '../../../platform/domain/entities/jobRequest';
import type { Language } from '../../../platform/domain/entities/language';
import { customFieldInitialValues, customValuesFromForm } from '../../../platform/domain/customFields';
import { HUMAN_ESCALATION_REASONS, type HumanEscalationReason } from '../../../platform/domain/enums';
import { HUMAN_ESCALATION_REASON_LABEL_IDS } from '../../../platform/domain/labels';
import { domainMessages } from '../../../platform/domain/messages';
import { humanEscalationBody } from '../../../platform/flows/humanEscalation';
import { submitErrors, validateWith } from '../../../platform/react/forms';
import { useCustomFieldDefinitions } from '../../../platform/react/queries/clientConfig';
import { useEscalateRequest } from '../../../platform/react/queries/jobRequestsMutations';
import { useUserAccount } from '../../../platform/react/queries/userAccount';
import { humanEscalationSchema } from '../../../platform/validation/humanEscalation';
import { ComboboxField } from '../../../ui/form/ComboboxField';
import { FormDrawer } from '../../../ui/form/FormDrawer';
import { MultiComboboxField } from '../../../ui/form/MultiComboboxField';
import { SelectField } from '../../../ui/form/SelectField';
import { TextAreaField } from '../../../ui/form/TextAreaField';
import { TextField } from '../../../ui/form/TextField';
import { useFieldValue } from '../../../ui/form/useFieldValue';
import { CustomFieldsSection } from '../../../ui/form/sections/CustomFieldsSection';
import { useMessages } from '../../../ui/uiLocale';
import { mtMessages } from '../messages';

interface EscalationFormValues {
  projectName?: string;
  sourceLanguageId?: string;
  targetLanguageIds?: string[];
  reason?: HumanEscalationReason;
  otherReason?: string;
  notes?: string;
  customFields?: Record<string, unknown>;
}

export interface EscalationOptions {
  /** Configuration may hide the reason select or the notes (part 2 §2.8). */
  reasonHidden?: boolean;
  notesHidden?: boolean;
}

export function EscalationDrawer({
  open,
  onClose,
  request,
  languages,
  reasonHidden = false,
  notesHidden = false,
}: {
  open: boolean;
  onClose: () => void;
  request: JobRequest;
  languages: readonly Language[];
} & EscalationOptions) {
  const t = useMessages(mtMessages);
  const domainT = useMessages(domainMessages);
  const reasonOptions = HUMAN_ESCALATION_REASONS.map((value) => ({
    value,
    label: domainT(HUMAN_ESCALATION_REASON_LABEL_IDS[value]),
  }));
  const escalate = useEscalateRequest();
  const clientId = useUserAccount().data?.clientConfig?.clientId;
  const loadedDefinitions = useCustomFieldDefinitions(clientId, 'PROJECT').data;
  const definitions = useMemo(() => loadedDefinitions ?? [], [loadedDefinitions]);
  const options = languages.map((l) => ({ value: l.id, label: l.name }));
  // Stable between renders: a new object would make the form start over (the page polls the request).
  const initialValues = useMemo(
    () => ({
      projectName: request.name,
      sourceLanguageId: request.sourceLanguage?.id,
      targetLanguageIds: (request.targetLanguages ?? []).map((t) => t.id),
      customFields: customFieldInitialValues(definitions, 'PROJECT'),
    }),
    // The request's identity, not each refetched copy of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [request.id, definitions],
  );

  const onSubmit = async (values: EscalationFormValues) => {
    try {
      const body = humanEscalationBody(
        request,
        {
          projectName: values.projectName ?? '',
          sourceLanguageId: values.sourceLanguageId ?? '',
          targetLanguageIds: values.targetLanguageIds ?? [],
          reason: reasonHidden ? null : values.reason,
          otherReason: values.otherReason,
          notes: notesHidden ? null : values.notes,
          customValues: customValuesFromForm(values.customFields),
        },
        definitions,
      );
      await escalate(request.id, body);
    } catch (error) {
      return submitErrors(error);
    }
    onClose();
  };

  return (
    <FormDrawer<EscalationFormValues>
      open={open}
      onClose={onClose}
      title={t('machineTranslation.escalation.title')}
      submitLabel={t('machineTranslation.submit')}
      busyLabel={t('machineTranslation.submitting')}
      cancelLabel={t('machineTranslation.cancel')}
      onSubmit={onSubmit}
      validate={validateWith<EscalationFormValues>(humanEscalationSchema({ reasonHidden }))}
      initialValues={initialValues}
    >
      <TextField name="projectName" label={t('machineTranslation.projectName')} required />
      <ComboboxField
        name="sourceLanguageId"
        label={t('machineTranslation.sourceLanguage')}
        options={options}
        required
        disabled
      />
      <MultiComboboxField
        name="targetLanguageIds"
        label={t('machineTranslation.targetLanguages')}
        options={options}
        required
      />
      <CustomFieldsSection definitions={definitions} category="PROJECT" />
      {reasonHidden ? null : (
        <>
          <SelectField
            name="reason"
            label={t('machineTranslation.escalation.reason')}
            options={reasonOptions}
            required
          />
          <OtherReason />
        </>
      )}
      {notesHidden ? null : (
        <TextAreaField name="notes" label={t('machineTranslation.escalation.notes')} rows={4} />
      )}
    </FormDrawer>
  );
}

function OtherReason() {
  const t = useMessages(mtMessages);
  const reason = useFieldValue<string>('reason');
  return reason === 'OTHER' ? (
    <TextField name="otherReason" label={t('machineTranslation.escalation.otherReason')} required />
  ) : null;
}
