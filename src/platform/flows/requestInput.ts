// What the request form submits, and which files travel as source documents for each input method.
import type { InputMethod, SubmitType } from '../domain/enums';
import type { CreateProjectPayload } from '../domain/entities/project';
import type { UploadableFile } from '../domain/entities/upload';
import { textInputFileName } from '../domain/projectNames';

export interface CreateRequestInput {
  /** PROJECT sends to translation (POST /projects), ESTIMATE asks for a quote (POST /quotes). */
  submitType: SubmitType;
  inputMethod: InputMethod;
  payload: CreateProjectPayload;
  /** FILES method: the source documents. */
  files?: readonly UploadableFile[];
  /** TEXT method: the typed text. */
  textInput?: string;
  /** Sent with any method; registered as REFERENCE. */
  referenceFiles?: readonly UploadableFile[];
}

/** The files that travel as source documents: the chosen files, the typed text as a .txt, or none (links). */
export function sourceFilesOf(input: CreateRequestInput): UploadableFile[] {
  if (input.inputMethod === 'FILES') return [...(input.files ?? [])];
  if (input.inputMethod === 'TEXT') {
    const text = input.textInput ?? '';
    return [
      { name: textInputFileName(input.payload.projectName), data: new Blob([text], { type: 'text/plain' }) },
    ];
  }
  return [];
}
