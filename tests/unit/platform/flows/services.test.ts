import { beforeEach, describe, expect, it } from 'vitest';
import { clientForEmail, CLIENT_SELECTION_MESSAGES } from '../../../../src/platform/flows/clientForEmail';
import type { InvalidInputError } from '../../../../src/platform/flows/flowErrors';
import { FLOW_MESSAGES, FlowError } from '../../../../src/platform/flows/flowErrors';
import { archiveRequestFlow, renameRequestFlow } from '../../../../src/platform/flows/requestActions';
import { translateFilesFlow } from '../../../../src/platform/flows/translateFiles';
import { translateTextFlow } from '../../../../src/platform/flows/translateText';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { STORAGE, file, presigned, useFakeApi } from './support';

describe('machine translation flows', () => {
  const api = useFakeApi();
  beforeEach(() => api.install());

  it('post-edits once with the detected language when the source was auto-detected', async () => {
    api.answer('POST /machineTranslation/actions/translateText', {
      translatedText: 'Hallo',
      detectedLanguage: 'enu',
      aiLinguisticQualityReviewResult: { score: 4, scoreReason: 'ok' },
    });
    api.answer('POST /machineTranslation/actions/postEditText', { correctedText: 'Hallo!' });
    const result = await translateTextFlow(api.client(), { text: 'Hello', to: 'deu', postEdit: true });
    expect(result).toEqual({
      translatedText: 'Hallo',
      detectedLanguage: 'enu',
      score: 4,
      scoreReason: 'ok',
      postEditedText: 'Hallo!',
    });
    expect(api.sent[0].body).toEqual({
      text: 'Hello',
      sourceLanguageCode: 'AUTODETECT_LANGUAGE',
      targetLanguageCode: 'deu',
    });
    expect(api.sent[1].body).toEqual({
      sourceLanguageId: 'enu',
      sourceText: 'Hello',
      targetLanguageId: 'deu',
      targetText: 'Hallo',
    });
  });

  it('a failed post-edit reads as the spec says', async () => {
    api.answer('POST /machineTranslation/actions/translateText', { translatedText: 'Hallo' });
    api.answer('POST /machineTranslation/actions/postEditText', new Response('{}', { status: 500 }));
    const error = await translateTextFlow(api.client(), {
      text: 'Hello',
      from: 'enu',
      to: 'deu',
      postEdit: true,
    }).catch((e: unknown) => e);
    expect((error as FlowError).message).toBe(FLOW_MESSAGES.postEditFailed);
  });

  it('checks text against the settings before translating', async () => {
    const error = (await translateTextFlow(
      api.client(),
      { text: 'Hello', to: 'deu' },
      { maxCharactersPerRequest: 3 },
    ).catch((e: unknown) => e)) as InvalidInputError;
    expect(error.fields.text).toBe('The text must be at most 3 characters');
    expect(api.sent).toHaveLength(0);
  });

  it('uploads files to temporary storage and starts the request with their keys', async () => {
    api.answer('POST /tempFiles/actions/createPresignedPost', presigned);
    api.answer(`POST ${STORAGE}`, undefined);
    api.answer('POST /machineTranslation/actions/translateFiles', { id: 'jr-9' });
    api.answer('GET /xl8/fileTranslation/languageCombinations', [
      { sourceLanguageId: 'enu', targetLanguageId: 'deu' },
    ]);
    const id = await translateFilesFlow(api.client(), {
      requestName: ' Contract ',
      sourceLanguageId: 'enu',
      targetLanguageIds: ['deu'],
      files: [file('c.docx')],
    });
    expect(id).toBe('jr-9');
    expect(api.sent.at(-1)!.body).toEqual({
      requestName: 'Contract',
      sourceLanguageId: 'enu',
      targetLanguageIds: ['deu'],
      files: [{ fileName: 'c.docx', category: 'SOURCE_DOCUMENT', fileKey: 'uploads/c.docx' }],
    });
  });

  it('at most 10 targets, and the settings decide types', async () => {
    const targets = Array.from({ length: 11 }, (_, i) => `l${i}`);
    const many = (await translateFilesFlow(api.client(), {
      requestName: 'x',
      sourceLanguageId: 'enu',
      targetLanguageIds: targets,
      files: [file('a.txt')],
    }).catch((e: unknown) => e)) as InvalidInputError;
    expect(many.fields.targetLanguageIds).toBe(MESSAGES.MT_MAX_TARGET_LANGUAGES);
    const type = (await translateFilesFlow(
      api.client(),
      { requestName: 'x', sourceLanguageId: 'enu', targetLanguageIds: ['deu'], files: [file('a.exe')] },
      { settings: { allowedFileTypes: ['TEXT'] } },
    ).catch((e: unknown) => e)) as InvalidInputError;
    expect(type.fields.files).toBe('a.exe is not a supported file type');
    expect(api.sent).toHaveLength(0);
  });

  it('refuses targets the file translation combinations do not allow from the source, before uploading', async () => {
    api.answer('GET /xl8/fileTranslation/languageCombinations', [
      { sourceLanguageId: 'jpn', targetLanguageId: 'enu' },
    ]);
    const input = {
      requestName: 'x',
      sourceLanguageId: 'jpn',
      targetLanguageIds: ['enu', 'deu'],
      files: [file('a.txt')],
    };
    const error = (await translateFilesFlow(api.client(), input, {
      languages: [{ id: 'deu', name: 'German' }],
    }).catch((e: unknown) => e)) as InvalidInputError;
    expect(error.fields.targetLanguageIds).toBe(
      'Files cannot be translated from this source language into: German',
    );
    expect(api.sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /xl8/fileTranslation/languageCombinations',
    ]);
    expect(api.sent[0].query).toEqual({ sourceLanguageId: 'jpn' });
  });
});

describe('request row actions', () => {
  const api = useFakeApi();
  beforeEach(() => api.install());
  const jr = (status: string) => ({ id: 'jr-1', name: 'n', status, origination: 'MT', createTime: 'x' });

  it('renames with the name trimmed; refused in CREATED', async () => {
    api.answer('GET /jobRequests/jr-1', jr('COMPLETED'));
    api.answer('POST /jobRequests/jr-1/actions/renameJobRequest', undefined);
    expect(await renameRequestFlow(api.client(), 'jr-1', ' New ')).toBe('New');
    expect(api.sent[1].body).toEqual({ newName: 'New' });
    api.answer('GET /jobRequests/jr-1', jr('CREATED'));
    await expect(archiveRequestFlow(api.client(), 'jr-1')).rejects.toThrow(
      'Cannot archive jr-1: its status is CREATED.',
    );
  });

  it('a name over 250 characters is refused before any call', async () => {
    const error = (await renameRequestFlow(api.client(), 'jr-1', 'x'.repeat(251)).catch(
      (e: unknown) => e,
    )) as InvalidInputError;
    expect(error.fields.newName).toBe(MESSAGES.RENAME_MAX_LENGTH);
    expect(api.sent).toHaveLength(0);
  });
});

describe('clientForEmail', () => {
  const api = useFakeApi();
  beforeEach(() => api.install());
  const config = (clientId: string, extra: Record<string, unknown> = {}) => ({
    clientId,
    companyName: clientId,
    status: 'ACTIVE',
    ...extra,
  });

  it.each([
    ['one active match is the client', [config('acme')], { kind: 'client' }],
    ['no match is the generic web form', [], { kind: 'webform' }],
  ])('%s', async (_name, configs, expected) => {
    api.answer('GET /clientConfigs', configs);
    expect(await clientForEmail(api.client(), 'a@acme.example')).toMatchObject(expected);
    expect(api.sent[0].query).toEqual({ emailDomain: 'acme.example' });
  });

  it.each([
    [
      'only inactive matches',
      [config('a', { status: 'INACTIVE' })],
      CLIENT_SELECTION_MESSAGES.inactiveClient,
    ],
    [
      'a client closed to visitors',
      [config('a', { createProjectSettings: { disableUnauthenticatedSubmissions: true } })],
      CLIENT_SELECTION_MESSAGES.unauthenticatedDisabled,
    ],
  ])('%s stops the flow', async (_name, configs, message) => {
    api.answer('GET /clientConfigs', configs);
    await expect(clientForEmail(api.client(), 'a@acme.example')).rejects.toThrow(message);
  });

  it('several active matches need a choice', async () => {
    api.answer('GET /clientConfigs', [config('a'), config('b')]);
    await expect(clientForEmail(api.client(), 'x@y.example')).rejects.toBeInstanceOf(FlowError);
    expect(await clientForEmail(api.client(), 'x@y.example', { clientId: 'b' })).toMatchObject({
      client: { clientId: 'b' },
    });
  });
});
