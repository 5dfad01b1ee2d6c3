// Files to upload: a drop zone (react-dropzone) with a Browse button, and the chosen files as a list with
// a remove button each. Refused files (type, size, count) are reported under the zone in the platform's
// words and never enter the value. The stored value is File[] (undefined when empty).
import { useState } from 'react';
import { ErrorCode, useDropzone, type Accept } from 'react-dropzone';
import { exceedsSizeLimit } from '../../platform/domain/limits';
import { Button } from '../Button';
import { Field } from '../Field';
import { cx } from '../cx';
import { controlAria, useKitField, type FieldProps } from './fieldProps';
import { addFiles, rejectionMessages } from './fileRejections';
import { RemovableChip } from './RemovableChip';
import { richMessage } from '../richMessage';
import { useMessages } from '../uiLocale';
import { formMessages } from './messages';

export interface FileFieldProps extends FieldProps<File[]> {
  /** MIME types and extensions, e.g. { 'application/pdf': ['.pdf'] }. */
  accept?: Accept;
  maxFiles?: number;
  /** Bytes per file. */
  maxSize?: number;
  browseLabel?: string;
  removeLabel?: (fileName: string) => string;
}

const NO_FILES: File[] = [];

export function FileField({ accept, maxFiles, maxSize, browseLabel, removeLabel, ...field }: FileFieldProps) {
  const t = useMessages(formMessages);
  const { id, input, error, frame } = useKitField<File[]>(field);
  const [refused, setRefused] = useState<string[]>([]);
  const files = Array.isArray(input.value) ? input.value : NO_FILES;
  const store = (next: File[]) => input.onChange(next.length ? next : undefined);

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept,
    // Not react-dropzone's maxSize, which lets a file of exactly the limit in: the platform's one boundary
    // rule refuses it ("must be smaller than"), as the request and MT forms do after this field.
    validator: (file) =>
      maxSize !== undefined && typeof file.size === 'number' && exceedsSizeLimit(file.size, maxSize)
        ? { code: ErrorCode.FileTooLarge, message: `${file.name} is too large` }
        : null,
    multiple: maxFiles !== 1,
    disabled: field.disabled,
    // The Browse button opens the picker: a keyboard user gets a real, named button.
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejections) => {
      const { files: next, overflow } = addFiles(files, accepted, maxFiles);
      setRefused([...rejectionMessages(rejections, maxSize), ...overflow]);
      store(next);
      input.onBlur();
    },
  });

  const refusedId = `${id}-refused-error`;
  return (
    <Field {...frame} group>
      {(describedBy, { labelId }) => (
        <>
          <div
            {...getRootProps({
              className: cx(
                'flex flex-wrap items-center justify-center gap-2 rounded-md border-2 border-dashed px-4 py-6 text-sm text-slate-700',
                isDragActive
                  ? 'border-primary-500 bg-primary-50'
                  : error
                    ? 'border-red-500'
                    : 'border-slate-300',
              ),
            })}
          >
            <input {...getInputProps()} />
            {/* One sentence with the button in its place, wherever a language puts it. */}
            {richMessage(t, 'form.dropFiles', {
              browse: (
                <Button
                  // No aria-required: a button may not carry it (axe's aria-allowed-attr, critical); the
                  // label's marker and the field's message say it.
                  {...controlAria(error, describedBy)}
                  // Why dropped files were refused belongs to the field too, for screen readers (and the UI
                  // driver).
                  aria-describedby={
                    [refused.length ? refusedId : undefined, describedBy].filter(Boolean).join(' ') ||
                    undefined
                  }
                  id={id}
                  variant="outline"
                  size="sm"
                  disabled={field.disabled}
                  aria-labelledby={`${id} ${labelId}`}
                  onClick={open}
                >
                  {browseLabel ?? t('form.browseFiles')}
                </Button>
              ),
            })}
          </div>
          {refused.length > 0 ? (
            <ul id={refusedId} aria-live="polite" className="mt-2 grid gap-1 text-sm text-red-700">
              {refused.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
          {files.length > 0 ? (
            <ul aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
              {files.map((file, index) => (
                <RemovableChip
                  key={`${file.name}-${index}`}
                  label={file.name}
                  removeLabel={
                    removeLabel ? removeLabel(file.name) : t('form.removeFile', { fileName: file.name })
                  }
                  disabled={field.disabled}
                  onRemove={() => store(files.filter((_, at) => at !== index))}
                />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </Field>
  );
}
