import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequest, type CreateRequestProgress } from '../../../../src/platform/flows/createRequest';
import { InvalidInputError } from '../../../../src/platform/flows/flowErrors';
import type { CreateRequestInput } from '../../../../src/platform/flows/requestInput';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { ApiError } from '../../../../src/platform/http/errors';
import { STORAGE, file, presigned, useFakeApi } from './support';

const base = (overrides: Partial<CreateRequestInput> = {}): CreateRequestInput => ({
  submitType: 'PROJECT',
  inputMethod: 'FILES',
  files: [file('a.docx', 'aaaa'), file('b.docx', 'bb')],
  payload: { clientId: 'acme', projectName: 'Brochure', sourceLanguageId: 'enu', targetLanguageIds: ['deu'] },
  ...overrides,
});

describe('createRequest', () => {
  const api = useFakeApi();
  beforeEach(() => {
    api.install();
    api.answer('POST /projects', { projectId: 17, presignedPost: presigned });
    api.answer('POST /quotes', { quoteId: 'q-9', presignedPost: presigned });
    api.answer(`POST ${STORAGE}`, undefined);
    api.answer('POST /projects/17/actions/addFiles', undefined);
    api.answer('POST /quotes/q-9/actions/addFiles', undefined);
  });

  it('creates the project, uploads every file, then registers sources and references by category', async () => {
    const progress: CreateRequestProgress[] = [];
    const result = await createRequest(
      api.client(),
      base({ referenceFiles: [file('glossary.xlsx', 'gggg')] }),
      {
        onProgress: (p) => progress.push(p),
      },
    );

    expect(result).toEqual({
      kind: 'project',
      id: '17',
      sourceFiles: ['a.docx', 'b.docx'],
      referenceFiles: ['glossary.xlsx'],
    });
    expect(api.sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /projects',
      `POST ${STORAGE}`,
      `POST ${STORAGE}`,
      `POST ${STORAGE}`,
      'POST /projects/17/actions/addFiles',
      'POST /projects/17/actions/addFiles',
    ]);
    expect(api.sent[1].body).toMatchObject({ key: 'uploads/a.docx', file: 'file:a.docx' });
    expect(api.sent[4].body).toEqual({ fileNames: ['a.docx', 'b.docx'], category: 'SOURCE_DOCUMENT' });
    expect(api.sent[5].body).toEqual({ fileNames: ['glossary.xlsx'], category: 'REFERENCE' });
    expect(progress.filter((p) => p.stage === 'uploading').map((p) => p.uploadPercent)).toEqual([
      0, 40, 40, 60, 60, 100,
    ]);
    expect(progress.at(-1)).toMatchObject({ stage: 'done', overallPercent: 100, uploadPercent: 100 });
  });

  // The one figure a progress bar and its text show: it follows the bytes, never goes back, stays at 95 or
  // under until every file is up, then 100.
  it('reports one overall figure: the bytes scaled to 95, then 100 once every file is up', async () => {
    const progress: CreateRequestProgress[] = [];
    await createRequest(api.client(), base({ referenceFiles: [file('glossary.xlsx', 'gggg')] }), {
      onProgress: (p) => progress.push(p),
    });
    expect(progress.map((p) => `${p.stage} ${p.overallPercent}`)).toEqual([
      'creating 0',
      'uploading 0',
      'uploading 38',
      'uploading 38',
      'uploading 57',
      'uploading 57',
      'uploading 95',
      'registering 100',
      'done 100',
    ]);
  });

  it('holds at 95 while a request without files is created', async () => {
    const progress: CreateRequestProgress[] = [];
    await createRequest(
      api.client(),
      base({
        inputMethod: 'FILELINKS',
        files: undefined,
        payload: {
          ...base().payload,
          fileLinks: [{ url: 'https://drive.example.com/a', name: 'a', category: 'SOURCE_DOCUMENT' }],
        },
      }),
      { onProgress: (p) => progress.push(p) },
    );
    expect(progress.map((p) => p.overallPercent)).toEqual([95, 100, 100]);
  });

  it('sends an estimate to /quotes', async () => {
    const result = await createRequest(api.client(), base({ submitType: 'ESTIMATE' }));
    expect(result.kind).toBe('quote');
    expect(result.id).toBe('q-9');
    expect(api.sent[0].path).toBe('/quotes');
  });

  it('uploads typed text as a .txt named after the project', async () => {
    await createRequest(
      api.client(),
      base({
        inputMethod: 'TEXT',
        files: undefined,
        textInput: 'Hello',
        payload: { ...base().payload, projectName: 'My/Note' },
      }),
    );
    expect(api.sent[1].body).toMatchObject({ file: 'file:My-Note.txt' });
    expect(api.sent[2].body).toEqual({ fileNames: ['My-Note.txt'], category: 'SOURCE_DOCUMENT' });
  });

  it('links travel in the payload; nothing is uploaded or registered', async () => {
    const fileLinks = [
      { url: 'https://x.example/a.zip', name: 'a.zip', category: 'SOURCE_DOCUMENT' as const },
    ];
    await createRequest(
      api.client(),
      base({ inputMethod: 'FILELINKS', files: undefined, payload: { ...base().payload, fileLinks } }),
    );
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0].body).toMatchObject({ fileLinks });
  });

  it.each([
    [
      'a semicolon in the name',
      { payload: { ...base().payload, projectName: 'a;b' } },
      'projectName',
      MESSAGES.PROJECT_NAME_SEMICOLON,
    ],
    [
      'targets including the source',
      { payload: { ...base().payload, targetLanguageIds: ['enu'] } },
      'targetLanguageIds',
      MESSAGES.TARGETS_INCLUDE_SOURCE,
    ],
    [
      'duplicate file names',
      { files: [file('a.txt'), file('a.txt')] },
      'files',
      'Files with the same name cannot be added: a.txt',
    ],
    ['no file', { files: [] }, 'files', MESSAGES.FILES_REQUIRED],
    ['blank text', { inputMethod: 'TEXT' as const, textInput: '  ' }, 'textInput', MESSAGES.REQUIRED],
    ['no link', { inputMethod: 'FILELINKS' as const }, 'fileLinks', MESSAGES.FILE_LINKS_REQUIRED],
  ])('refuses %s before any call', async (_name, overrides, field, message) => {
    const error = await createRequest(api.client(), base(overrides)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).fields[field]).toBe(message);
    expect(api.sent).toHaveLength(0);
  });

  it('checks the given limits (unauthenticated caps, say)', async () => {
    const error = (await createRequest(api.client(), base(), { limits: { maxFiles: 1 } }).catch(
      (e: unknown) => e,
    )) as InvalidInputError;
    expect(error.fields.files).toBe('You can add at most 1 files');
  });

  it('logs a failed upload at ERROR and rethrows it; success is logged at INFO', async () => {
    api.answer(`POST ${STORAGE}`, new Response('<Error/>', { status: 403 }));
    const logger = { info: vi.fn(), error: vi.fn() };
    const error = await createRequest(api.client(), base(), { logger }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(logger.error).toHaveBeenCalledOnce();
    expect(logger.info).not.toHaveBeenCalled();

    api.answer(`POST ${STORAGE}`, undefined);
    await createRequest(api.client(), base(), { logger });
    expect(logger.info).toHaveBeenCalledOnce();
  });
});
