// Human translation projects and quotes: create one (the answer carries a presigned post for its files),
// then register the uploaded files by name and category. Also the presigned post for temporary files
// that machine translation and job requests reference by key.

import type { AddFilesRequest, PresignedPost } from '../domain/entities/upload';
import type {
  CreateProjectPayload,
  CreateProjectResponse,
  CreateQuoteResponse,
} from '../domain/entities/project';
import type { FileCategory } from '../domain/enums';
import type { HttpClient } from '../http/client';
import { isRecord } from '../http/shape';
import { segment, type CallInit } from './call';

export const isPresignedPost = (value: unknown): value is PresignedPost =>
  isRecord(value) &&
  typeof value.url === 'string' &&
  isRecord(value.fields) &&
  Object.values(value.fields).every((field) => typeof field === 'string');

// The id may be a string or a number (see CreateProjectResponse); it only has to be present.
const hasId = (value: Record<string, unknown>, key: string) =>
  typeof value[key] === 'string' || typeof value[key] === 'number';

export function createProject(
  http: HttpClient,
  payload: CreateProjectPayload,
  init?: CallInit,
): Promise<CreateProjectResponse> {
  return http.post('/projects', payload, {
    signal: init?.signal,
    expect: (value): value is CreateProjectResponse =>
      isRecord(value) && hasId(value, 'projectId') && isPresignedPost(value.presignedPost),
  });
}

export function createQuote(
  http: HttpClient,
  payload: CreateProjectPayload,
  init?: CallInit,
): Promise<CreateQuoteResponse> {
  return http.post('/quotes', payload, {
    signal: init?.signal,
    expect: (value): value is CreateQuoteResponse =>
      isRecord(value) && hasId(value, 'quoteId') && isPresignedPost(value.presignedPost),
  });
}

async function addFiles(
  http: HttpClient,
  collection: 'projects' | 'quotes',
  id: string | number,
  fileNames: readonly string[],
  category: FileCategory,
  init?: CallInit,
): Promise<void> {
  const body: AddFilesRequest = { fileNames: [...fileNames], category };
  await http.post(`/${collection}/${segment(id)}/actions/addFiles`, body, { signal: init?.signal });
}

export const addProjectFiles = (
  http: HttpClient,
  projectId: string | number,
  fileNames: readonly string[],
  category: FileCategory,
  init?: CallInit,
) => addFiles(http, 'projects', projectId, fileNames, category, init);

export const addQuoteFiles = (
  http: HttpClient,
  quoteId: string | number,
  fileNames: readonly string[],
  category: FileCategory,
  init?: CallInit,
) => addFiles(http, 'quotes', quoteId, fileNames, category, init);

// Shape not shown in the spec: the presigned post itself ({url, fields}); its key field holds the
// ${filename} placeholder from which callers derive each file's fileKey.
export function createTempPresignedPost(http: HttpClient, init?: CallInit): Promise<PresignedPost> {
  return http.post('/tempFiles/actions/createPresignedPost', undefined, {
    signal: init?.signal,
    expect: isPresignedPost,
  });
}
