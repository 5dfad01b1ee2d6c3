import { describe, expect, it, vi } from 'vitest';
import { createRequest, type CreateRequestProgress } from '../../../../src/platform/flows/createRequest';
import { InvalidInputError } from '../../../../src/platform/flows/flowErrors';
import type { CreateRequestInput } from '../../../../src/platform/flows/requestInput';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { ApiError } from '../../../../src/platform/http/errors';
import { clientFor, useRuntimeBackend } from '../../../fixtures/support/runtimeBackend';
import { file, formParts, sentTo } from './support';

// Where the fixtures' presigned posts for projects and quotes point.
const STORAGE = '/__uploads/llts-projects';

const base = (overrides: Partial<CreateRequestInput> = {}): CreateRequestInput => ({
  submitType: 'PROJECT',
  inputMethod: 'FILES',
  files: [file('a.docx', 'aaaa'), file('b.docx', 'bb')],
  payload: { clientId: 'acme', projectName: 'Brochure', sourceLanguageId: 'enu', targetLanguageIds: ['deu'] },
  ...overrides,
});

describe('createRequest', () => {
  // acme's manager submits for acme.
  const backend = useRuntimeBackend();
  const http = clientFor('client');
  const sent = () => sentTo(backend());
  const stored = (id: string) => backend().ctx.state.jobRequests.find((job) => job.id === id)!;

  it('creates the project, uploads every file, then registers sources and references by category', async () => {
    const progress: CreateRequestProgress[] = [];
    const result = await createRequest(http, base({ referenceFiles: [file('glossary.xlsx', 'gggg')] }), {
      onProgress: (p) => progress.push(p),
    });

    const { id } = result;
    expect(result).toEqual({
      kind: 'project',
      id,
      sourceFiles: ['a.docx', 'b.docx'],
      referenceFiles: ['glossary.xlsx'],
    });
    expect(stored(id)).toMatchObject({ name: 'Brochure', clientId: 'acme', createdBy: 'projects' });
    expect(sent().map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /projects',
      `POST ${STORAGE}`,
      `POST ${STORAGE}`,
      `POST ${STORAGE}`,
      `POST /projects/${id}/actions/addFiles`,
      `POST /projects/${id}/actions/addFiles`,
    ]);
    expect(formParts(sent()[1].body)).toMatchObject({
      key: `projects/${id}/a.docx`,
      file: { fileName: 'a.docx', size: 4 },
    });
    expect(sent()[4].body).toEqual({ fileNames: ['a.docx', 'b.docx'], category: 'SOURCE_DOCUMENT' });
    expect(sent()[5].body).toEqual({ fileNames: ['glossary.xlsx'], category: 'REFERENCE' });
    // Registered with the sizes the storage received.
    expect(stored(id).files.map((f) => [f.fileName, f.category, f.size])).toEqual([
      ['a.docx', 'SOURCE_DOCUMENT', 4],
      ['b.docx', 'SOURCE_DOCUMENT', 2],
      ['glossary.xlsx', 'REFERENCE', 4],
    ]);
    expect(progress.filter((p) => p.stage === 'uploading').map((p) => p.uploadPercent)).toEqual([
      0, 40, 40, 60, 60, 100,
    ]);
    expect(progress.at(-1)).toMatchObject({ stage: 'done', overallPercent: 100, uploadPercent: 100 });
  });

  // The one figure a progress bar and its text show: it follows the bytes, never goes back, stays at 95 or
  // under until every file is up, then 100.
  it('reports one overall figure: the bytes scaled to 95, then 100 once every file is up', async () => {
    const progress: CreateRequestProgress[] = [];
    await createRequest(http, base({ referenceFiles: [file('glossary.xlsx', 'gggg')] }), {
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
      http,
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
    const result = await createRequest(http, base({ submitType: 'ESTIMATE' }));
    expect(result.kind).toBe('quote');
    expect(stored(result.id)).toMatchObject({ createdBy: 'quotes', requestType: 'QUOTE_REQUEST' });
    expect(sent()[0].path).toBe('/quotes');
    expect(sent().at(-1)!.path).toBe(`/quotes/${result.id}/actions/addFiles`);
  });

  it('uploads typed text as a .txt named after the project', async () => {
    const { id } = await createRequest(
      http,
      base({
        inputMethod: 'TEXT',
        files: undefined,
        textInput: 'Hello',
        payload: { ...base().payload, projectName: 'My/Note' },
      }),
    );
    expect(formParts(sent()[1].body)).toMatchObject({
      key: `projects/${id}/My-Note.txt`,
      file: { fileName: 'My-Note.txt', size: 5 },
    });
    expect(sent()[2].body).toEqual({ fileNames: ['My-Note.txt'], category: 'SOURCE_DOCUMENT' });
  });

  it('links travel in the payload; nothing is uploaded or registered', async () => {
    const fileLinks = [
      { url: 'https://x.example/a.zip', name: 'a.zip', category: 'SOURCE_DOCUMENT' as const },
    ];
    const { id } = await createRequest(
      http,
      base({ inputMethod: 'FILELINKS', files: undefined, payload: { ...base().payload, fileLinks } }),
    );
    expect(sent()).toHaveLength(1);
    expect(sent()[0].body).toMatchObject({ fileLinks });
    expect(stored(id)).toMatchObject({ fileLinks, files: [] });
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
    const error = await createRequest(http, base(overrides)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).fields[field]).toBe(message);
    expect(sent()).toHaveLength(0);
  });

  it('checks the given limits (unauthenticated caps, say)', async () => {
    const error = (await createRequest(http, base(), { limits: { maxFiles: 1 } }).catch(
      (e: unknown) => e,
    )) as InvalidInputError;
    expect(error.fields.files).toBe('You can add at most 1 file');
    expect(sent()).toHaveLength(0);
  });

  it('logs a failed upload at ERROR and rethrows it; success is logged at INFO', async () => {
    backend().injectFault({ method: 'POST', path: STORAGE, status: 403, body: { message: 'Access Denied' } });
    const logger = { info: vi.fn(), error: vi.fn() };
    const error = await createRequest(http, base(), { logger }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(logger.error).toHaveBeenCalledOnce();
    expect(logger.info).not.toHaveBeenCalled();
    // The first file failed: nothing else went up, nothing was registered.
    expect(sent().map((s) => `${s.method} ${s.path}`)).toEqual(['POST /projects', `POST ${STORAGE}`]);

    await createRequest(http, base(), { logger });
    expect(logger.info).toHaveBeenCalledOnce();
  });
});
