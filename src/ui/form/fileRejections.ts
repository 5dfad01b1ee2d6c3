// The messages for files the drop zone refused, in the platform's words (MESSAGE_BUILDERS).
import type { FileRejection } from 'react-dropzone';
import { MESSAGE_BUILDERS } from '../../platform/validation/messages';

export function rejectionMessages(
  rejections: readonly FileRejection[],
  maxSize: number | undefined,
): string[] {
  const messages = rejections.flatMap(({ file, errors }) =>
    errors.map((error) => {
      if (error.code === 'file-too-large' && maxSize !== undefined)
        return MESSAGE_BUILDERS.fileTooLarge(file.name, maxSize);
      if (error.code === 'file-invalid-type') return MESSAGE_BUILDERS.fileTypeNotAllowed(file.name);
      return error.message;
    }),
  );
  return [...new Set(messages)];
}

/** Adds dropped files to the list up to maxFiles; what does not fit is reported once. */
export function addFiles(current: readonly File[], added: readonly File[], maxFiles: number | undefined) {
  const room = maxFiles === undefined ? added.length : Math.max(0, maxFiles - current.length);
  const files = [...current, ...added.slice(0, room)];
  const overflow =
    added.length > room && maxFiles !== undefined ? [MESSAGE_BUILDERS.tooManyFiles(maxFiles)] : [];
  return { files, overflow };
}
