// Media requests (part 2 §2.9): the tab's switch and the labels of a request's outputs (the kinds of files:
// fileTypes.test.ts).
import { describe, expect, it } from 'vitest';
import { isMediaTranslationEnabled, mediaOutputLabel } from '../../../../src/platform/domain/mediaFiles';

describe('media files', () => {
  it('media translation only when the settings turn it on explicitly', () => {
    expect(isMediaTranslationEnabled({ disableMediaTranslation: false })).toBe(true);
    expect(isMediaTranslationEnabled({ disableMediaTranslation: true })).toBe(false);
    expect(isMediaTranslationEnabled({})).toBe(false);
    expect(isMediaTranslationEnabled({ disableMediaTranslation: null })).toBe(false);
  });

  it('labels outputs: transcript in the source language, subtitles in a target, dubbed media, a subtitled video', () => {
    expect(mediaOutputLabel({ fileName: 'talk_enu.srt', languageId: 'enu' }, 'enu')).toBe('Transcript');
    expect(mediaOutputLabel({ fileName: 'talk_enu.txt', languageId: 'enu' }, 'enu')).toBe('Transcript');
    expect(mediaOutputLabel({ fileName: 'talk_deu.vtt', languageId: 'deu' }, 'enu')).toBe('Subtitles');
    expect(mediaOutputLabel({ fileName: 'talk_deu.docx', languageId: 'deu' }, undefined)).toBe('Subtitles');
    expect(mediaOutputLabel({ fileName: 'talk_deu_dubbed.mp4', languageId: 'deu' }, 'enu')).toBe(
      'Dubbed media',
    );
    expect(mediaOutputLabel({ fileName: 'talk_deu_dubbed.mp3', languageId: 'deu' }, 'enu')).toBe(
      'Dubbed media',
    );
    expect(mediaOutputLabel({ fileName: 'talk_deu_subtitled.mp4', languageId: 'deu' }, 'enu')).toBe(
      'Video with subtitles',
    );
  });
});
