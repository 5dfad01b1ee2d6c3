import { describe, expect, it } from 'vitest';
import { mediaFormErrors } from '../../../../src/platform/validation/media';
import type { MediaFormValues } from '../../../../src/platform/validation/media';
import { MESSAGE_BUILDERS, MESSAGES } from '../../../../src/platform/validation/messages';

const MB = 1024 * 1024;
const video = (name = 'clip.mp4', size = 100) => ({ name, size, type: 'video/mp4' });
const audio = (name = 'talk.mp3', size = 100) => ({ name, size, type: 'audio/mpeg' });
const fra = { id: 'fra', name: 'French', xl8DubbingId: 'fr-FR' };
const deu = { id: 'deu', name: 'German', xl8DubbingId: 'de-DE' };
const tha = { id: 'tha', name: 'Thai', xl8DubbingId: null };

const base = (overrides: Partial<MediaFormValues>): MediaFormValues => ({
  projectType: 'TRANSCRIPTION_AND_TRANSLATION',
  projectName: 'Webinar',
  sourceLanguageId: 'enu',
  targetLanguages: [fra],
  subtitleTypes: ['SRT'],
  files: [video()],
  ...overrides,
});

describe('mediaFormErrors', () => {
  it('accepts a valid transcription-and-translation form', () => {
    expect(mediaFormErrors(base({}))).toEqual({});
  });
  it('requires the basic fields', () => {
    expect(mediaFormErrors({ projectType: 'TRANSCRIPTION_AND_TRANSLATION' })).toEqual({
      projectName: MESSAGES.REQUIRED,
      sourceLanguageId: MESSAGES.REQUIRED,
      targetLanguages: MESSAGES.REQUIRED,
      subtitleTypes: MESSAGES.REQUIRED,
      files: MESSAGES.FILES_REQUIRED,
    });
  });
  it('does not ask for targets on transcription', () => {
    expect(mediaFormErrors(base({ projectType: 'TRANSCRIPTION', targetLanguages: [] }))).toEqual({});
  });
  it('limits targets to 10 and excludes the source', () => {
    const many = Array.from({ length: 11 }, (_, i) => ({ id: `l${i}`, name: `L${i}` }));
    expect(mediaFormErrors(base({ targetLanguages: many })).targetLanguages).toBe(
      MESSAGES.MT_MAX_TARGET_LANGUAGES,
    );
    expect(mediaFormErrors(base({ targetLanguages: [{ id: 'enu', name: 'English' }] })).targetLanguages).toBe(
      MESSAGES.TARGETS_INCLUDE_SOURCE,
    );
  });
  it('applies the audio and video limits, defaulting to 1 MB', () => {
    expect(mediaFormErrors(base({ files: [video('big.mp4', MB + 1)] })).files).toBe(
      'big.mp4 must be smaller than the video file limit of 1 MB',
    );
    expect(mediaFormErrors(base({ files: [audio('a.mp3', 3 * MB)] }), { maxAudioFileSizeMB: 2 }).files).toBe(
      MESSAGE_BUILDERS.mediaFileTooLarge('a.mp3', 'audio', 2),
    );
    expect(
      mediaFormErrors(base({ files: [audio('a.mp3', 2 * MB - 1)] }), { maxAudioFileSizeMB: 2 }).files,
    ).toBeUndefined();
    expect(mediaFormErrors(base({ files: [audio('a.mp3', 2 * MB)] }), { maxAudioFileSizeMB: 2 }).files).toBe(
      MESSAGE_BUILDERS.mediaFileTooLarge('a.mp3', 'audio', 2),
    );
    expect(
      mediaFormErrors(base({ files: [video('v.mp4', 50 * MB)] }), { maxVideoFileSizeMB: 100 }).files,
    ).toBeUndefined();
  });
  it('keeps the 250 MB total', () => {
    const files = [video('a.mp4', 130 * MB), video('b.mp4', 130 * MB)];
    expect(mediaFormErrors(base({ files }), { maxVideoFileSizeMB: 200 }).files).toBe(
      MESSAGE_BUILDERS.totalSizeTooLarge(262144000),
    );
  });
  it('the total must stay under 262144000 bytes: exactly that much is refused, a byte less accepted', () => {
    const limits = { maxVideoFileSizeMB: 200, maxAudioFileSizeMB: 200 };
    const half = 262144000 / 2;
    expect(mediaFormErrors(base({ files: [video('a.mp4', half), audio('b.mp3', half)] }), limits).files).toBe(
      MESSAGE_BUILDERS.totalSizeTooLarge(262144000),
    );
    expect(
      mediaFormErrors(base({ files: [video('a.mp4', half), audio('b.mp3', half - 1)] }), limits).files,
    ).toBeUndefined();
  });
  it('rejects non-media files and duplicates', () => {
    expect(mediaFormErrors(base({ files: [{ name: 'doc.pdf', size: 1 }] })).files).toBe(
      MESSAGE_BUILDERS.fileTypeNotAllowed('doc.pdf'),
    );
    expect(mediaFormErrors(base({ files: [video(), video()] })).files).toBe(
      MESSAGE_BUILDERS.duplicateFileNames(['clip.mp4']),
    );
  });
  it('embedding needs video files and no subtitle type', () => {
    const embedding = base({
      projectType: 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO',
      subtitleTypes: [],
    });
    expect(mediaFormErrors(embedding)).toEqual({});
    expect(mediaFormErrors({ ...embedding, files: [video(), audio()] }).files).toBe(
      'Subtitles can only be embedded into video files',
    );
  });
  describe('dubbing', () => {
    const dubbing = base({
      projectType: 'DUBBING',
      subtitleTypes: [],
      targetLanguages: [fra, deu],
      dubbingVoices: { fra: 'Amelie', deu: 'Hans' },
    });
    it('accepts supported targets with voices', () => {
      expect(mediaFormErrors(dubbing)).toEqual({});
    });
    it('requires a voice per target', () => {
      expect(mediaFormErrors({ ...dubbing, dubbingVoices: { fra: 'Amelie' } })).toEqual({
        'dubbingVoices.deu': MESSAGES.REQUIRED,
      });
    });
    it('lists targets without dubbing support', () => {
      expect(
        mediaFormErrors({
          ...dubbing,
          targetLanguages: [fra, tha, { id: 'vie', name: 'Vietnamese' }],
          dubbingVoices: { fra: 'a', tha: 'b', vie: 'c' },
        }),
      ).toEqual({ targetLanguages: MESSAGE_BUILDERS.dubbingNotSupported(['Thai', 'Vietnamese']) });
      expect(MESSAGE_BUILDERS.dubbingNotSupported(['Thai', 'Vietnamese'])).toBe(
        'Dubbing is not supported for: Thai, Vietnamese',
      );
    });
  });
});
