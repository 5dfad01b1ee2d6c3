// The file translation upload form (part 2 §2.7, §5): files within the settings' count, size and types,
// a request name with a default, the source and at most 10 targets (never the source, only those the file
// translation combinations allow from it), all under 250 MB. The rules and the upload are the platform's
// (mtFileFormErrors, translateFilesFlow), as for `llts mt files`.
import { useMemo, useState } from 'react';
import type { FormApi } from 'final-form';
import type { MachineTranslationSettings } from '../../../platform/domain/entities/machineTranslation';
import { acceptMap, allowedExtensions } from '../../../platform/domain/mtFileTypes';
import { defaultProjectName } from '../../../platform/domain/projectNames';
import { submitErrors, validateWith } from '../../../platform/react/forms';
import { useTranslateFiles } from '../../../platform/react/queries/machineTranslationMutations';
import { useSession } from '../../../platform/react/session';
import { useToast } from '../../../platform/react/toasts';
import { mtFileFormErrors } from '../../../platform/validation/machineTranslation';
import { combinationTargetIds } from '../../../platform/domain/mtFileLanguages';
import { useFileTranslationCombinations } from '../../../platform/react/queries/machineTranslation';
import { FileField } from '../../../ui/form/FileField';
import { FormActions } from '../../../ui/form/FormActions';
import { KitForm } from '../../../ui/form/KitForm';
import { TextField } from '../../../ui/form/TextField';
import { useMessages } from '../../../ui/uiLocale';
import { mtMessages } from '../messages';
import { FileLanguageFields } from './FileLanguageFields';

interface FileFormValues {
  files?: File[];
  requestName?: string;
  sourceLanguageId?: string;
  targetLanguageIds?: string[];
}

const MB = 1024 * 1024;

export function FileUploadForm({ settings }: { settings: MachineTranslationSettings }) {
  const t = useMessages(mtMessages);
  const translateFiles = useTranslateFiles();
  const toast = useToast();
  const email = useSession()?.email;
  // The default name is fixed when the form opens, so it does not change under the user's eyes.
  const [initialValues] = useState<FileFormValues>(() => ({
    requestName: defaultProjectName(email, Date.now()),
  }));
  const languages = useMemo(() => settings.supportedLltsLanguages ?? [], [settings]);
  const types = settings.allowedFileTypes ?? [];
  const [source, setSource] = useState<string | undefined>();
  const combinations = useFileTranslationCombinations(source).data;
  const allowedTargetIds = useMemo(
    () => (source && combinations ? combinationTargetIds(combinations, source) : undefined),
    [source, combinations],
  );
  // A new rule once the source's combinations arrive, so the form checks the chosen targets against them.
  const validate = useMemo(
    () =>
      validateWith<FileFormValues>((values) =>
        mtFileFormErrors(
          { ...values, files: values.files?.map((f) => ({ name: f.name, size: f.size })) },
          settings,
          allowedTargetIds && {
            allowedTargetIds,
            languageName: (id) => languages.find((l) => l.id === id)?.name ?? id,
          },
        ),
      ),
    [settings, allowedTargetIds, languages],
  );

  const onSubmit = async (values: FileFormValues, form: FormApi<FileFormValues>) => {
    try {
      await translateFiles(
        {
          requestName: values.requestName ?? '',
          sourceLanguageId: values.sourceLanguageId ?? '',
          targetLanguageIds: values.targetLanguageIds ?? [],
          files: (values.files ?? []).map((file) => ({ name: file.name, data: file })),
        },
        { settings, languages },
      );
    } catch (error) {
      return submitErrors(error);
    }
    toast.success(t('machineTranslation.files.sent'));
    setTimeout(() => form.restart({ requestName: defaultProjectName(email, Date.now()) }));
  };

  return (
    <KitForm<FileFormValues>
      aria-label={t('machineTranslation.title.files')}
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validate}
      className="grid gap-4"
    >
      <FileField
        name="files"
        label={t('machineTranslation.files.files')}
        required
        maxFiles={settings.maxFilesPerRequest}
        accept={types.length ? acceptMap(types) : undefined}
        maxSize={settings.maxFileSizeMB ? settings.maxFileSizeMB * MB : undefined}
        description={
          types.length
            ? t('machineTranslation.files.accepted', {
                extensions: allowedExtensions(types)
                  .map((ext) => `.${ext}`)
                  .join(', '),
              })
            : undefined
        }
      />
      <TextField name="requestName" label={t('machineTranslation.files.requestName')} required />
      <FileLanguageFields
        languages={languages}
        allowedTargetIds={allowedTargetIds}
        onSourceChange={setSource}
      />
      <FormActions
        submitLabel={t('machineTranslation.translate')}
        busyLabel={t('machineTranslation.files.uploading')}
      />
    </KitForm>
  );
}
