// Document info (part 2 §2.3): what is to be translated — files (drag-and-drop or browse), typed text, or
// links to files — and optional reference files. The rules are the platform's (requestErrors).
import { Suspense } from 'react';
import { preloadableExport } from '../../platform/react/preloadableExport';
import { FileField } from '../../ui/form/FileField';
import { RadioGroupField } from '../../ui/form/RadioGroupField';
import { TextAreaField } from '../../ui/form/TextAreaField';
import { useFieldValue } from '../../ui/form/useFieldValue';
import { LoadingBlock } from '../../ui/Spinner';
import { FormSection } from '../../ui/form/FormSection';
import { REQUEST_SECTIONS } from './requestSections';
import { useMessages } from '../../ui/uiLocale';
import { requestFormMessages } from './messages';

const fileLinks = preloadableExport(() => import('./FileLinks'), 'FileLinks');

const METHOD_OPTIONS = [
  { value: 'FILES', label: 'requestForm.uploadFiles' },
  { value: 'TEXT', label: 'requestForm.typeText' },
  { value: 'FILELINKS', label: 'requestForm.fileLinks' },
] as const;

export function DocumentSection({ maxFiles, maxFileBytes }: { maxFiles?: number; maxFileBytes?: number }) {
  const t = useMessages(requestFormMessages);
  const method = useFieldValue<string>('inputMethod');
  return (
    <FormSection section={REQUEST_SECTIONS.document}>
      <RadioGroupField
        name="inputMethod"
        label={t('requestForm.inputMethod')}
        options={METHOD_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        columns={3}
        required
      />
      {method === 'TEXT' ? (
        <TextAreaField name="textInput" label={t('requestForm.text')} rows={8} required />
      ) : method === 'FILELINKS' ? (
        <Suspense fallback={<LoadingBlock />}>
          <fileLinks.Component />
        </Suspense>
      ) : (
        <FileField
          name="files"
          label={t('requestForm.files')}
          required
          maxFiles={maxFiles}
          maxSize={maxFileBytes}
        />
      )}
      <FileField
        name="referenceFiles"
        label={t('requestForm.referenceFiles')}
        description={t('requestForm.referenceFilesDescription')}
        maxSize={maxFileBytes}
      />
    </FormSection>
  );
}
