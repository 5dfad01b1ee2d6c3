// File extensions behind the machine translation settings' allowedFileTypes (part 2 §3). The spec names
// the types only; these are the usual extensions of each, used for the picker's accept list and checks.
import type { MtFileType } from './enums';

export const MT_FILE_TYPE_EXTENSIONS: Readonly<Record<MtFileType, readonly string[]>> = {
  TEXT: ['txt'],
  WORD: ['doc', 'docx'],
  EXCEL: ['xls', 'xlsx'],
  POWERPOINT: ['ppt', 'pptx'],
  PDF: ['pdf'],
};

/** Lower-case extension without the dot; '' when the name has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** Extensions allowed by the given types; unknown type names are ignored. */
export function allowedExtensions(types: readonly string[]): string[] {
  return types.flatMap((type) =>
    Object.hasOwn(MT_FILE_TYPE_EXTENSIONS, type) ? MT_FILE_TYPE_EXTENSIONS[type as MtFileType] : [],
  );
}

/** The `accept` attribute of a file input, e.g. '.txt,.doc,.docx'. */
export function acceptAttribute(types: readonly string[]): string {
  return allowedExtensions(types)
    .map((ext) => `.${ext}`)
    .join(',');
}

export function isAllowedFileType(fileName: string, types: readonly string[]): boolean {
  return allowedExtensions(types).includes(fileExtension(fileName));
}

// The usual media type of each extension, for a picker that takes a type-to-extensions map.
const MIME_TYPES: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pdf: 'application/pdf',
};

/** The allowed types as media type → extensions ({ 'text/plain': ['.txt'], ... }); empty when unrestricted. */
export function acceptMap(types: readonly string[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const ext of allowedExtensions(types))
    (map[MIME_TYPES[ext] ?? 'application/octet-stream'] ??= []).push(`.${ext}`);
  return map;
}
