// File list checks shared by the request form, machine translation and media (part 2 §5). Plain
// functions returning the first message: file lists are awkward in yup and the CLI has no File objects.
import { exceedsSizeLimit } from '../domain/limits';
import { MESSAGE_BUILDERS, MESSAGES } from './messages';

export interface FileLike {
  name: string;
  size: number;
}

export interface FileListLimits {
  maxFiles?: number;
  /** Per-file cap: a file must be smaller (exceedsSizeLimit). */
  maxFileBytes?: number;
  /** Cap of the list's total: the total must be smaller (exceedsSizeLimit). */
  maxTotalBytes?: number;
}

export function totalBytes(files: readonly FileLike[]): number {
  return files.reduce((sum, file) => sum + (file.size || 0), 0);
}

/** Names occurring more than once, each listed once, in first-seen order. Names compare exactly. */
export function duplicateNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const name of names) (seen.has(name) ? dupes : seen).add(name);
  return [...dupes];
}

/**
 * First problem of a file list, most basic first: none given (when required), too many, duplicate
 * names, a file over the per-file cap, the total over its cap.
 */
export function fileListError(
  files: readonly FileLike[] | null | undefined,
  limits: FileListLimits = {},
  options: { required?: boolean } = {},
): string | undefined {
  const list = files ?? [];
  if (list.length === 0) return options.required === false ? undefined : MESSAGES.FILES_REQUIRED;
  if (limits.maxFiles !== undefined && list.length > limits.maxFiles)
    return MESSAGE_BUILDERS.tooManyFiles(limits.maxFiles);
  const dupes = duplicateNames(list.map((f) => f.name));
  if (dupes.length > 0) return MESSAGE_BUILDERS.duplicateFileNames(dupes);
  const maxFile = limits.maxFileBytes;
  const oversized = maxFile === undefined ? undefined : list.find((f) => exceedsSizeLimit(f.size, maxFile));
  if (oversized && maxFile !== undefined) return MESSAGE_BUILDERS.fileTooLarge(oversized.name, maxFile);
  if (limits.maxTotalBytes !== undefined && exceedsSizeLimit(totalBytes(list), limits.maxTotalBytes)) {
    return MESSAGE_BUILDERS.totalSizeTooLarge(limits.maxTotalBytes);
  }
  return undefined;
}

/**
 * The request form's files and reference files. Count limits apply to each list; the per-file cap to
 * every file; the total cap to both lists together, because they travel in one upload. Reference files
 * are checked only when included: no duplicates among them and no name shared with a main file.
 */
export function requestFilesErrors(
  values: {
    files?: readonly FileLike[] | null;
    includeReferenceFiles?: boolean;
    referenceFiles?: readonly FileLike[] | null;
  },
  limits: FileListLimits = {},
): { files?: string; referenceFiles?: string } {
  const files = values.files ?? [];
  const references = values.includeReferenceFiles ? (values.referenceFiles ?? []) : [];
  const perList = { maxFiles: limits.maxFiles, maxFileBytes: limits.maxFileBytes };
  const errors: { files?: string; referenceFiles?: string } = {};
  const filesError = fileListError(files, perList);
  if (filesError) errors.files = filesError;
  if (values.includeReferenceFiles) {
    const shared = references.map((f) => f.name).filter((name) => files.some((f) => f.name === name));
    const dupes = duplicateNames(references.map((f) => f.name));
    const referencesError =
      dupes.length > 0
        ? MESSAGE_BUILDERS.duplicateReferenceFileNames(dupes)
        : shared.length > 0
          ? MESSAGE_BUILDERS.referenceSharesSourceName([...new Set(shared)])
          : fileListError(references, perList, { required: false });
    if (referencesError) errors.referenceFiles = referencesError;
  }
  const total = limits.maxTotalBytes;
  if (
    !errors.files &&
    total !== undefined &&
    exceedsSizeLimit(totalBytes(files) + totalBytes(references), total)
  ) {
    errors.files = MESSAGE_BUILDERS.totalSizeTooLarge(total);
  }
  return errors;
}
