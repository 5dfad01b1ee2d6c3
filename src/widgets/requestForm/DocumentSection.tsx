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

const fileLinks = preloadableExport(() => import('./FileLinks'), 'FileLinks');

const METHOD_OPTIONS = [
  { value: 'FILES', label: 'Upload files' },
  { value: 'TEXT', label: 'Type or paste text' },
  { value: 'FILELINKS', label: 'Links to files' },
];

export function DocumentSection({ maxFiles, maxFileBytes }: { maxFiles?: number; maxFileBytes?: number }) {
  const method = useFieldValue<string>('inputMethod');
  return (
    <FormSection section={REQUEST_SECTIONS.document}>
      <RadioGroupField
        name="inputMethod"
        label="Input method"
        options={METHOD_OPTIONS}
        columns={3}
        required
      />
      {method === 'TEXT' ? (
        <TextAreaField name="textInput" label="Text" rows={8} required />
      ) : method === 'FILELINKS' ? (
        <Suspense fallback={<LoadingBlock label="Loading…" />}>
          <fileLinks.Component />
        </Suspense>
      ) : (
        <FileField name="files" label="Files" required maxFiles={maxFiles} maxSize={maxFileBytes} />
      )}
      <FileField
        name="referenceFiles"
        label="Reference files (optional)"
        description="Glossaries, style guides or earlier translations that help the linguists."
        maxSize={maxFileBytes}
      />
    </FormSection>
  );
}
