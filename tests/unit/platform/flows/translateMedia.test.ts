// Media requests (part 2 §2.9, §4.2): the languages offered, the input's rules keyed by its fields, the body
// each type sends, and the flow: temporary upload with the bar scaled to 95 %, then the request, then 100 %.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../src/platform/domain/entities/language';
import { InvalidInputError } from '../../../../src/platform/flows/flowErrors';
import {
  mediaInputErrors,
  mediaLanguages,
  mediaRequestBody,
  translateMediaFlow,
  type MediaTranslationInput,
} from '../../../../src/platform/flows/translateMedia';
import { MESSAGE_BUILDERS, MESSAGES } from '../../../../src/platform/validation/messages';
import { clientFor, useRuntimeBackend } from '../../../fixtures/support/runtimeBackend';
import { file, formParts, sentTo } from './support';

// Where the fixtures' temporary presigned posts point.
const STORAGE = '/__uploads/llts-temp';

const LANGS: Language[] = [
  { id: 'enu', name: 'English', xl8SyncId: 'en', xl8FileTranslationId: 'en', xl8DubbingId: 'en' },
  { id: 'deu', name: 'German', xl8SyncId: 'de', xl8FileTranslationId: 'de', xl8DubbingId: null },
  { id: 'hat', name: 'Haitian Creole', xl8FileTranslationId: 'ht' },
  { id: 'old', name: 'Retired', xl8SyncId: 'x', xl8FileTranslationId: 'x', isDisabled: true },
];
const files = [{ fileName: 'a.mp4', category: 'SOURCE_DOCUMENT' as const, fileKey: 'k/a.mp4' }];
const input = (over: Partial<MediaTranslationInput>): MediaTranslationInput => ({
  projectType: 'TRANSCRIPTION_AND_TRANSLATION',
  requestName: ' Town hall ',
  sourceLanguageId: 'enu',
  targetLanguageIds: ['deu'],
  subtitleTypes: ['SRT', 'TXT'],
  dubbingVoices: { deu: 'ben' },
  files: [],
  ...over,
});

describe('media requests', () => {
  it('offers sources with speech recognition and targets with translation (dubbing support is a rule, not a filter)', () => {
    expect(mediaLanguages(LANGS).sources.map((l) => l.id)).toEqual(['enu', 'deu']);
    expect(mediaLanguages(LANGS).targets.map((l) => l.id)).toEqual(['enu', 'deu', 'hat']);
  });

  it('sends only what the type uses', () => {
    expect(mediaRequestBody(input({ projectType: 'TRANSCRIPTION' }), files)).toMatchObject({
      requestName: 'Town hall',
      targetLanguageIds: [],
      subtitlesType: ['SRT', 'TXT'],
      isDubbingRequested: false,
      dubbingVoices: [],
      isSubtitleEmbeddingRequested: false,
    });
    expect(
      mediaRequestBody(input({ projectType: 'TRANSCRIPTION_AND_TRANSLATION', subtitleTypes: [] }), files)
        .subtitlesType,
    ).toEqual(['SRT']);
    expect(mediaRequestBody(input({ projectType: 'DUBBING' }), files)).toMatchObject({
      targetLanguageIds: ['deu'],
      subtitlesType: [],
      isDubbingRequested: true,
      dubbingVoices: [{ languageId: 'deu', voiceName: 'ben' }],
    });
    expect(
      mediaRequestBody(input({ projectType: 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO' }), files),
    ).toMatchObject({
      subtitlesType: [],
      isDubbingRequested: false,
      isSubtitleEmbeddingRequested: true,
    });
  });
});

describe('mediaInputErrors', () => {
  const MB = 1024 * 1024;
  const video = (name: string, bytes = 10) => ({
    name,
    data: new Blob([new Uint8Array(bytes)]),
    type: 'video/mp4',
  });
  const audio = (name: string, bytes = 10) => ({
    name,
    data: new Blob([new Uint8Array(bytes)]),
    type: 'audio/mpeg',
  });
  const ok = (over: Partial<MediaTranslationInput>) => input({ files: [video('a.mp4')], ...over });

  it("keys the targets' problems by the input's name for them; names come from the language list", () => {
    expect(mediaInputErrors(ok({ targetLanguageIds: [] }), { languages: LANGS })).toEqual({
      targetLanguageIds: MESSAGES.REQUIRED,
    });
    expect(
      mediaInputErrors(
        ok({
          projectType: 'DUBBING',
          targetLanguageIds: ['deu', 'hat'],
          dubbingVoices: { deu: 'ben', hat: 'ben' },
        }),
        { languages: LANGS },
      ),
    ).toEqual({ targetLanguageIds: MESSAGE_BUILDERS.dubbingNotSupported(['German', 'Haitian Creole']) });
  });

  it('ignores targets, voices and subtitle types a type does not use', () => {
    expect(
      mediaInputErrors(ok({ projectType: 'TRANSCRIPTION', targetLanguageIds: ['enu'] }), {
        languages: LANGS,
      }),
    ).toEqual({});
    expect(
      mediaInputErrors(
        ok({ projectType: 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO', subtitleTypes: [] }),
        { languages: LANGS },
      ),
    ).toEqual({});
    expect(
      mediaInputErrors(
        ok({
          projectType: 'DUBBING',
          targetLanguageIds: ['enu'],
          sourceLanguageId: 'deu',
          dubbingVoices: {},
        }),
        { languages: LANGS },
      ),
    ).toEqual({
      'dubbingVoices.enu': MESSAGES.REQUIRED,
    });
  });

  it("reads each file's kind from its MIME type, and the settings' audio and video limits apart", () => {
    const settings = { maxAudioFileSizeMB: 1, maxVideoFileSizeMB: 2 };
    expect(
      mediaInputErrors(ok({ files: [video('v.mp4', 1.5 * MB)] }), { languages: LANGS, settings }),
    ).toEqual({});
    expect(
      mediaInputErrors(ok({ files: [audio('a.bin', 1.5 * MB)] }), { languages: LANGS, settings }),
    ).toEqual({
      files: MESSAGE_BUILDERS.mediaFileTooLarge('a.bin', 'audio', 1),
    });
    // Unset limits are 1 MB each.
    expect(
      mediaInputErrors(ok({ files: [video('v.mp4', 1.5 * MB)] }), { languages: LANGS, settings: {} }),
    ).toEqual({
      files: MESSAGE_BUILDERS.mediaFileTooLarge('v.mp4', 'video', 1),
    });
  });
});

describe('translateMediaFlow', () => {
  // acme's manager, with media translation enabled for acme.
  const backend = useRuntimeBackend();
  const http = clientFor('client');
  const sent = () => sentTo(backend());

  it('uploads to temporary storage with the bar at most 95 %, then asks for the request, then 100 %', async () => {
    const progress: number[] = [];
    const id = await translateMediaFlow(
      http,
      input({
        files: [
          { ...file('a.mp4', 'aaaa'), type: 'video/mp4' },
          { ...file('b.mp3', 'bb'), type: 'audio/mpeg' },
        ],
      }),
      { languages: LANGS, onProgress: (p) => progress.push(p) },
    );
    expect(sent().map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /tempFiles/actions/createPresignedPost',
      `POST ${STORAGE}`,
      `POST ${STORAGE}`,
      'POST /machineTranslation/actions/translateMediaFiles',
    ]);
    // Both files under the one temporary prefix, with their sizes.
    const [a, b] = [sent()[1], sent()[2]].map((s) => formParts(s.body));
    expect(a).toMatchObject({
      key: expect.stringMatching(/^temp\/u\d+\/a\.mp4$/),
      file: { fileName: 'a.mp4', size: 4 },
    });
    expect(b).toMatchObject({
      key: (a.key as string).replace('a.mp4', 'b.mp3'),
      file: { fileName: 'b.mp3', size: 2 },
    });
    expect(sent()[3]!.body).toMatchObject({
      requestName: 'Town hall',
      files: [
        { fileName: 'a.mp4', category: 'SOURCE_DOCUMENT', fileKey: a.key },
        { fileName: 'b.mp3', category: 'SOURCE_DOCUMENT', fileKey: b.key },
      ],
      targetLanguageIds: ['deu'],
      subtitlesType: ['SRT', 'TXT'],
    });
    expect(backend().ctx.state.jobRequests.find((job) => job.id === id)).toMatchObject({
      name: 'Town hall',
      origination: 'MEDIAAI',
      media: { projectType: 'TRANSCRIPTION_AND_TRANSLATION', subtitlesType: ['SRT', 'TXT'] },
    });
    expect(progress.at(-1)).toBe(100);
    expect(progress.at(-2)).toBe(95);
    expect(Math.max(...progress.slice(0, -1))).toBeLessThanOrEqual(95);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('sends nothing when the input breaks a rule', async () => {
    const failed = translateMediaFlow(http, input({ files: [] }), { languages: LANGS });
    await expect(failed).rejects.toBeInstanceOf(InvalidInputError);
    await expect(failed).rejects.toMatchObject({ fields: { files: MESSAGES.FILES_REQUIRED } });
    expect(sent()).toEqual([]);
  });
});
