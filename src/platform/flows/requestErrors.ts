// The request form's rules applied to a whole submission (part 2 §5, §9), field by field. The rules
// themselves live in platform/validation; this only decides which apply to which input method.
import {
  SIGNED_IN_DEFAULT_MAX_FILES,
  SIGNED_IN_DEFAULT_MAX_FILE_BYTES,
  UNAUTHENTICATED_MAX_FILES,
  UNAUTHENTICATED_MAX_FILE_BYTES,
  UNAUTHENTICATED_MAX_TOTAL_BYTES,
} from '../domain/limits';
import { projectNameSchema } from '../validation/fieldSchemas';
import { fileLinkErrors, fileLinksError, type FileLinkLike } from '../validation/fileLinks';
import { requestFilesErrors } from '../validation/fileLists';
import { MESSAGES } from '../validation/messages';
import { targetLanguagesError, textInputError } from '../validation/requestForm';
import { validateField, type FieldErrors } from '../validation/validateSync';
import { sourceFilesOf, type CreateRequestInput } from './requestInput';

export interface RequestLimits {
  maxFiles?: number;
  maxFileBytes?: number;
  maxTotalBytes?: number;
}

/** Signed-in forms: 100 files of up to 1000 MB each unless server settings say otherwise. */
export const SIGNED_IN_REQUEST_LIMITS: RequestLimits = {
  maxFiles: SIGNED_IN_DEFAULT_MAX_FILES,
  maxFileBytes: SIGNED_IN_DEFAULT_MAX_FILE_BYTES,
};

/** Unauthenticated forms: 20 files, 40 MB each, 60 MB together. */
export const UNAUTHENTICATED_REQUEST_LIMITS: RequestLimits = {
  maxFiles: UNAUTHENTICATED_MAX_FILES,
  maxFileBytes: UNAUTHENTICATED_MAX_FILE_BYTES,
  maxTotalBytes: UNAUTHENTICATED_MAX_TOTAL_BYTES,
};

function linkErrors(links: readonly FileLinkLike[], errors: FieldErrors): void {
  const missing = fileLinksError(links);
  if (missing) {
    errors.fileLinks = missing;
    return;
  }
  links.forEach((link, index) => {
    const problems = fileLinkErrors(link, links.slice(0, index));
    if (problems.url) errors[`fileLinks[${index}].url`] = problems.url;
    if (problems.name) errors[`fileLinks[${index}].name`] = problems.name;
  });
}

export function createRequestErrors(
  input: CreateRequestInput,
  limits: RequestLimits = SIGNED_IN_REQUEST_LIMITS,
): FieldErrors {
  const errors: FieldErrors = {};
  const { payload } = input;
  const name = validateField(projectNameSchema, payload.projectName);
  if (name) errors.projectName = name;
  if (!payload.sourceLanguageId) errors.sourceLanguageId = MESSAGES.REQUIRED;
  const targets = targetLanguagesError(payload.sourceLanguageId, payload.targetLanguageIds);
  if (targets) errors.targetLanguageIds = targets;

  if (input.inputMethod === 'TEXT') {
    const text = textInputError(input.textInput);
    if (text) errors.textInput = text;
  }
  if (input.inputMethod === 'FILELINKS') linkErrors(payload.fileLinks ?? [], errors);
  const references = input.referenceFiles ?? [];
  // Typed text and links have no source files to count, but reference files are still checked.
  const sources = input.inputMethod === 'FILES' ? input.files : sourceFilesOf(input);
  const files = requestFilesErrors(
    {
      files: (sources ?? []).map((f) => ({ name: f.name, size: f.data.size })),
      includeReferenceFiles: references.length > 0,
      referenceFiles: references.map((f) => ({ name: f.name, size: f.data.size })),
    },
    limits,
  );
  if (files.files && (input.inputMethod === 'FILES' || files.files !== MESSAGES.FILES_REQUIRED)) {
    errors.files = files.files;
  }
  if (files.referenceFiles) errors.referenceFiles = files.referenceFiles;
  return errors;
}
