// The request form's submission (part 2 §4.2): create a project (send to translation) or a quote (send
// for estimation), upload every file to the presigned post the answer carries, then register the
// uploaded files by name and category. Typed text travels as a .txt file named after the project.
import { addProjectFiles, addQuoteFiles, createProject, createQuote } from '../api/projects';
import { uploadToPresignedPost } from '../api/presignedUpload';
import type { PresignedPost, UploadableFile } from '../domain/entities/upload';
import { UPLOAD_PROGRESS_WHILE_CREATING } from '../domain/limits';
import type { HttpClient } from '../http/client';
import type { Logger } from '../logging/logger';
import { assertValid } from './flowErrors';
import { createRequestErrors, type RequestLimits } from './requestErrors';
import { sourceFilesOf, type CreateRequestInput } from './requestInput';

export type CreateRequestStage = 'creating' | 'uploading' | 'registering' | 'done';

export interface CreateRequestProgress {
  stage: CreateRequestStage;
  /** Bytes uploaded so far, over the bytes of files plus reference files. */
  loaded: number;
  total: number;
  /** The upload bar: loaded over total (100 when there is nothing to upload). */
  uploadPercent: number;
  /**
   * The one figure a progress bar and its words show: the bytes uploaded scaled to 95 (95 while a request
   * without files is created), 100 once the request is created with every file. It never goes back: the
   * create call comes first here, so it cannot show 95 before any byte has gone.
   */
  overallPercent: number;
}

export interface CreateRequestResult {
  kind: 'project' | 'quote';
  id: string;
  sourceFiles: string[];
  referenceFiles: string[];
}

/** A request the create call made already: what a retry after a failed upload continues with. */
export interface CreatedRequest {
  kind: 'project' | 'quote';
  id: string;
  post: PresignedPost;
}

export interface CreateRequestOptions {
  onProgress?: (progress: CreateRequestProgress) => void;
  signal?: AbortSignal;
  logger?: Pick<Logger, 'info' | 'error'>;
  /** Limits the files are checked against (the unauthenticated caps, or the signed-in defaults). */
  limits?: RequestLimits;
  /** fetch for the storage upload (tests, the CLI's fixture backend). */
  fetch?: typeof fetch;
  /** Told once the create call answered, so a failed upload can be retried without a second request. */
  onCreated?: (created: CreatedRequest) => void;
  /** A retry: the request exists already; only the files are uploaded and registered. */
  resume?: CreatedRequest;
}

async function uploadAll(
  post: PresignedPost,
  files: readonly UploadableFile[],
  report: (loaded: number) => void,
  options: CreateRequestOptions,
): Promise<void> {
  let done = 0;
  // One at a time: the bar moves file by file and a failure stops before the rest is sent.
  for (const file of files) {
    await uploadToPresignedPost(post, file, (loaded) => report(done + loaded), {
      signal: options.signal,
      fetch: options.fetch,
    });
    done += file.data.size;
  }
}

export type { CreateRequestInput };

export async function createRequest(
  http: HttpClient,
  input: CreateRequestInput,
  options: CreateRequestOptions = {},
): Promise<CreateRequestResult> {
  assertValid(createRequestErrors(input, options.limits));
  const sources = sourceFilesOf(input);
  const references = [...(input.referenceFiles ?? [])];
  const total = [...sources, ...references].reduce((sum, file) => sum + file.data.size, 0);
  const report = (stage: CreateRequestStage, loaded: number) =>
    options.onProgress?.({
      stage,
      loaded,
      total,
      uploadPercent: total === 0 ? 100 : Math.round((loaded / total) * 100),
      overallPercent:
        stage === 'registering' || stage === 'done'
          ? 100
          : total === 0
            ? UPLOAD_PROGRESS_WHILE_CREATING
            : Math.floor((loaded / total) * UPLOAD_PROGRESS_WHILE_CREATING),
    });

  report('creating', 0);
  const isProject = input.submitType === 'PROJECT';
  const init = { signal: options.signal };
  const kind = isProject ? 'project' : 'quote';
  const created =
    options.resume && options.resume.kind === kind
      ? options.resume
      : isProject
        ? await createProject(http, input.payload, init).then((r) => ({
            id: r.projectId,
            post: r.presignedPost,
          }))
        : await createQuote(http, input.payload, init).then((r) => ({
            id: r.quoteId,
            post: r.presignedPost,
          }));
  const id = String(created.id);
  if (created !== options.resume) options.onCreated?.({ kind, id, post: created.post });

  try {
    await uploadAll(created.post, sources, (loaded) => report('uploading', loaded), options);
    const sourceBytes = sources.reduce((sum, file) => sum + file.data.size, 0);
    await uploadAll(created.post, references, (loaded) => report('uploading', sourceBytes + loaded), options);
  } catch (error) {
    options.logger?.error(`Upload of the files of ${kind} ${id} failed`, error);
    throw error;
  }
  options.logger?.info(`Uploaded ${sources.length + references.length} file(s) of ${kind} ${id}`);

  report('registering', total);
  const addFiles = isProject ? addProjectFiles : addQuoteFiles;
  if (sources.length > 0)
    await addFiles(
      http,
      id,
      sources.map((f) => f.name),
      'SOURCE_DOCUMENT',
      init,
    );
  if (references.length > 0)
    await addFiles(
      http,
      id,
      references.map((f) => f.name),
      'REFERENCE',
      init,
    );
  report('done', total);
  return { kind, id, sourceFiles: sources.map((f) => f.name), referenceFiles: references.map((f) => f.name) };
}
