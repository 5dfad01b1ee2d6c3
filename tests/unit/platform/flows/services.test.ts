import { describe, expect, it } from 'vitest';
import { listJobRequests } from '../../../../src/platform/api/jobRequests';
import { clientForEmail, CLIENT_SELECTION_MESSAGES } from '../../../../src/platform/flows/clientForEmail';
import type { InvalidInputError } from '../../../../src/platform/flows/flowErrors';
import { FLOW_MESSAGES, FlowError } from '../../../../src/platform/flows/flowErrors';
import { archiveRequestFlow, renameRequestFlow } from '../../../../src/platform/flows/requestActions';
import { translateFilesFlow } from '../../../../src/platform/flows/translateFiles';
import { translateTextFlow } from '../../../../src/platform/flows/translateText';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { clientFor, useRuntimeBackend } from '../../../fixtures/support/runtimeBackend';
import { file, formParts, sentTo } from './support';

// acme's manager `client`, with acme's machine translation settings (AI review and post-editing on).
const backend = useRuntimeBackend();
const http = clientFor('client');
const sent = () => sentTo(backend());

describe('machine translation flows', () => {
  it('post-edits once with the detected language when the source was auto-detected', async () => {
    const result = await translateTextFlow(http, { text: 'Hello', to: 'deu', postEdit: true });
    expect(result).toEqual({
      translatedText: expect.stringMatching(/^\[deu\] /),
      detectedLanguage: 'enu',
      score: expect.any(Number),
      scoreReason: expect.any(String),
      postEditedText: expect.stringMatching(/^\[deu · post-edited\] /),
    });
    expect(sent()[0].body).toEqual({
      text: 'Hello',
      sourceLanguageCode: 'AUTODETECT_LANGUAGE',
      targetLanguageCode: 'deu',
    });
    expect(sent()[1].body).toEqual({
      sourceLanguageId: 'enu',
      sourceText: 'Hello',
      targetLanguageId: 'deu',
      targetText: result.translatedText,
    });
    expect(sent()).toHaveLength(2);
  });

  it('a failed post-edit reads as the spec says', async () => {
    backend().injectFault({ method: 'POST', path: '/machineTranslation/actions/postEditText', status: 500 });
    const error = await translateTextFlow(http, {
      text: 'Hello',
      from: 'enu',
      to: 'deu',
      postEdit: true,
    }).catch((e: unknown) => e);
    expect((error as FlowError).message).toBe(FLOW_MESSAGES.postEditFailed);
  });

  it('checks text against the settings before translating', async () => {
    const error = (await translateTextFlow(
      http,
      { text: 'Hello', to: 'deu' },
      { maxCharactersPerRequest: 3 },
    ).catch((e: unknown) => e)) as InvalidInputError;
    expect(error.fields.text).toBe('The text must be at most 3 characters');
    expect(sent()).toHaveLength(0);
  });

  it('uploads files to temporary storage and starts the request with their keys', async () => {
    const id = await translateFilesFlow(http, {
      requestName: ' Contract ',
      sourceLanguageId: 'enu',
      targetLanguageIds: ['deu'],
      files: [file('c.docx')],
    });
    const upload = sent().find((s) => s.path === '/__uploads/llts-temp')!;
    const { key } = formParts(upload.body) as { key: string };
    expect(key).toMatch(/^temp\/u\d+\/c\.docx$/);
    expect(sent().at(-1)!.body).toEqual({
      requestName: 'Contract',
      sourceLanguageId: 'enu',
      targetLanguageIds: ['deu'],
      files: [{ fileName: 'c.docx', category: 'SOURCE_DOCUMENT', fileKey: key }],
    });
    expect(backend().ctx.state.jobRequests.find((job) => job.id === id)).toMatchObject({
      name: 'Contract',
      origination: 'MT',
      files: [{ fileName: 'c.docx', fileKey: key, size: 1 }],
    });
  });

  it('at most 10 targets, and the settings decide types', async () => {
    const targets = Array.from({ length: 11 }, (_, i) => `l${i}`);
    const many = (await translateFilesFlow(http, {
      requestName: 'x',
      sourceLanguageId: 'enu',
      targetLanguageIds: targets,
      files: [file('a.txt')],
    }).catch((e: unknown) => e)) as InvalidInputError;
    expect(many.fields.targetLanguageIds).toBe(MESSAGES.MT_MAX_TARGET_LANGUAGES);
    const type = (await translateFilesFlow(
      http,
      { requestName: 'x', sourceLanguageId: 'enu', targetLanguageIds: ['deu'], files: [file('a.exe')] },
      { settings: { allowedFileTypes: ['TEXT'] } },
    ).catch((e: unknown) => e)) as InvalidInputError;
    expect(type.fields.files).toBe('a.exe is not a supported file type');
    expect(sent()).toHaveLength(0);
  });

  it('refuses targets the file translation combinations do not allow from the source, before uploading', async () => {
    // Japanese files translate into English and the other Asian languages only.
    const input = {
      requestName: 'x',
      sourceLanguageId: 'jpn',
      targetLanguageIds: ['enu', 'deu'],
      files: [file('a.txt')],
    };
    const error = (await translateFilesFlow(http, input, {
      languages: [{ id: 'deu', name: 'German' }],
    }).catch((e: unknown) => e)) as InvalidInputError;
    expect(error.fields.targetLanguageIds).toBe(
      'Files cannot be translated from this source language into: German',
    );
    expect(sent().map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /xl8/fileTranslation/languageCombinations',
    ]);
    expect(sent()[0].query).toEqual({ sourceLanguageId: 'jpn' });
  });
});

describe('request row actions', () => {
  it('renames with the name trimmed; refused in CREATED', async () => {
    expect(await renameRequestFlow(http, 'jr-mt-done', ' New ')).toBe('New');
    expect(sent().map((s) => [s.method, s.path, s.body])).toEqual([
      ['GET', '/jobRequests/jr-mt-done', undefined],
      ['POST', '/jobRequests/jr-mt-done/actions/renameJobRequest', { newName: 'New' }],
    ]);
    expect(backend().ctx.state.jobRequests.find((job) => job.id === 'jr-mt-done')?.name).toBe('New');

    const [created] = (await listJobRequests(http, { status: ['CREATED'], pageSize: 1 })).items;
    backend().clearJournal();
    await expect(archiveRequestFlow(http, created.id)).rejects.toThrow(
      `Cannot archive ${created.id}: its status is CREATED.`,
    );
    expect(sent().map((s) => s.method)).toEqual(['GET']);
  });

  it('a name over 250 characters is refused before any call', async () => {
    const error = (await renameRequestFlow(http, 'jr-mt-done', 'x'.repeat(251)).catch(
      (e: unknown) => e,
    )) as InvalidInputError;
    expect(error.fields.newName).toBe(MESSAGES.RENAME_MAX_LENGTH);
    expect(sent()).toHaveLength(0);
  });
});

describe('clientForEmail', () => {
  // A visitor's lookup by e-mail domain over the seeded organisations.
  const visitor = clientFor();

  it.each([
    ['one active match is the client', 'a@acme.example', { kind: 'client', client: { clientId: 'acme' } }],
    ['no match is the generic web form', 'a@nobody.example', { kind: 'webform' }],
  ])('%s', async (_name, email, expected) => {
    expect(await clientForEmail(visitor, email)).toMatchObject(expected);
    expect(sent().map((s) => [s.path, s.query])).toEqual([
      ['/clientConfigs', { emailDomain: email.split('@')[1] }],
    ]);
  });

  it.each([
    ['only inactive matches (wayne, suspended)', 'a@wayne.example', CLIENT_SELECTION_MESSAGES.inactiveClient],
    [
      'a client closed to visitors (umbrella)',
      'a@umbrella.example',
      CLIENT_SELECTION_MESSAGES.unauthenticatedDisabled,
    ],
  ])('%s stops the flow', async (_name, email, message) => {
    await expect(clientForEmail(visitor, email)).rejects.toThrow(message);
  });

  it('several active matches need a choice', async () => {
    // holding.example: acme and globex are open to visitors (umbrella is not, initech is inactive).
    const error = await clientForEmail(visitor, 'x@holding.example').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FlowError);
    expect((error as Error).message).toBe(
      `${CLIENT_SELECTION_MESSAGES.chooseCompany} acme (Acme Corporation), globex (Globex Industries)`,
    );
    expect(await clientForEmail(visitor, 'x@holding.example', { clientId: 'globex' })).toMatchObject({
      client: { clientId: 'globex' },
    });
  });
});
