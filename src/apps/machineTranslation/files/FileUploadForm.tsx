// The file translation upload form (part 2 §2.7, §5): files within the settings' count, size and types,
// a request name with a default, the source and at most 10 targets (never the source), all under 250 MB.
// The rules and the upload are the platform's (mtFileFormErrors, translateFilesFlow), as for `llts mt files`.
import { useState } from 'react';
import type { FormApi } from 'final-form';
import type { MachineTranslationSettings } from '../../../platform/domain/entities/machineTranslation';
import { allowedExtensions } from '../../../platform/domain/mtFileTypes';
import { defaultProjectName } from '../../../platform/domain/projectNames';
import { translateFilesFlow } from '../../../platform/flows/translateFiles';
import { submitErrors, validateWith } from '../../../platform/react/forms';
import { useHttpClient } from '../../../platform/react/platformStore';
import { jobRequestPagesPrefix } from '../../../platform/react/queries/jobRequests';
import { useSession } from '../../../platform/react/session';
import { useToast } from '../../../platform/react/toasts';
import { useApiMutate } from '../../../platform/react/useApiMutate';
import { mtFileFormErrors } from '../../../platform/validation/machineTranslation';
import { ComboboxField } from '../../../ui/form/ComboboxField';
import { FileField } from '../../../ui/form/FileField';
import { FormActions } from '../../../ui/form/FormActions';
import { KitForm } from '../../../ui/form/KitForm';
import { MultiComboboxField } from '../../../ui/form/MultiComboboxField';
import { TextField } from '../../../ui/form/TextField';
import { LanguageGroupAdder } from '../../../ui/form/sections/LanguageGroupAdder';
import { useLanguageGroups } from '../../../platform/react/queries/languageGroups';

interface FileFormValues {
  files?: File[];
  requestName?: string;
  sourceLanguageId?: string;
  targetLanguageIds?: string[];
}

const MB = 1024 * 1024;

export function FileUploadForm({ settings }: { settings: MachineTranslationSettings }) {
  const http = useHttpClient();
  const mutate = useApiMutate();
  const toast = useToast();
  const email = useSession()?.email;
  // The default name is fixed when the form opens, so it does not change under the user's eyes.
  const [initialValues] = useState<FileFormValues>(() => ({ requestName: defaultProjectName(email, Date.now()) }));
  const options = (settings.supportedLltsLanguages ?? []).map((l) => ({ value: l.id, label: l.name }));
  const groups = useLanguageGroups();
  const types = settings.allowedFileTypes ?? [];

  const onSubmit = async (values: FileFormValues, form: FormApi<FileFormValues>) => {
    try {
      await translateFilesFlow(
        http,
        {
          requestName: values.requestName ?? '',
          sourceLanguageId: values.sourceLanguageId ?? '',
          targetLanguageIds: values.targetLanguageIds ?? [],
          files: (values.files ?? []).map((file) => ({ name: file.name, data: file })),
        },
        { settings },
      );
    } catch (error) {
      return submitErrors(error);
    }
    toast.success('Your files were sent for translation.');
    await mutate.prefix(jobRequestPagesPrefix());
    setTimeout(() => form.restart({ requestName: defaultProjectName(email, Date.now()) }));
  };

  return (
    <KitForm<FileFormValues>
      aria-label="File translation"
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validateWith<FileFormValues>((values) =>
        mtFileFormErrors({ ...values, files: values.files?.map((f) => ({ name: f.name, size: f.size })) }, settings),
      )}
      className="grid gap-4"
    >
      <FileField
        name="files"
        label="Files"
        required
        maxFiles={settings.maxFilesPerRequest}
        maxSize={settings.maxFileSizeMB ? settings.maxFileSizeMB * MB : undefined}
        description={types.length ? `Accepted: ${allowedExtensions(types).map((ext) => `.${ext}`).join(', ')}` : undefined}
      />
      <TextField name="requestName" label="Request name" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <ComboboxField name="sourceLanguageId" label="Source language" options={options} required />
        <MultiComboboxField name="targetLanguageIds" label="Target languages" options={options} required />
        <LanguageGroupAdder groups={groups.data} languages={settings.supportedLltsLanguages ?? []} />
      </div>
      <FormActions submitLabel="Translate" busyLabel="Uploading…" />
    </KitForm>
  );
}
