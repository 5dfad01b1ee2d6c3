// Media requests (part 2 §2.9): which languages each type offers and the body each type sends.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../src/platform/domain/entities/language';
import { mediaLanguages, mediaRequestBody, type MediaTranslationInput } from '../../../../src/platform/flows/translateMedia';

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
      requestName: 'Town hall', targetLanguageIds: [], subtitlesType: ['SRT', 'TXT'], isDubbingRequested: false, dubbingVoices: [], isSubtitleEmbeddingRequested: false,
    });
    expect(mediaRequestBody(input({ projectType: 'TRANSCRIPTION_AND_TRANSLATION', subtitleTypes: [] }), files).subtitlesType).toEqual(['SRT']);
    expect(mediaRequestBody(input({ projectType: 'DUBBING' }), files)).toMatchObject({
      targetLanguageIds: ['deu'], subtitlesType: [], isDubbingRequested: true, dubbingVoices: [{ languageId: 'deu', voiceName: 'ben' }],
    });
    expect(mediaRequestBody(input({ projectType: 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO' }), files)).toMatchObject({
      subtitlesType: [], isDubbingRequested: false, isSubtitleEmbeddingRequested: true,
    });
  });
});
