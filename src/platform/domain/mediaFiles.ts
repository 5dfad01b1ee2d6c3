// Media kinds of uploaded files (part 2 §5, §9): audio and video have separate size limits and embedding
// needs video. The browser's MIME type decides when present; the extension otherwise (the CLI has none).
import { fileExtension } from './mtFileTypes';

export type MediaKind = 'audio' | 'video' | 'other';

export const VIDEO_EXTENSIONS: readonly string[] = [
  'mp4',
  'mov',
  'avi',
  'mkv',
  'webm',
  'wmv',
  'flv',
  'm4v',
  'mpeg',
  'mpg',
];
export const AUDIO_EXTENSIONS: readonly string[] = ['mp3', 'wav', 'm4a', 'aac', 'flac', 'ogg', 'wma', 'aiff'];

export function mediaKindOf(file: { name: string; type?: string | null }): MediaKind {
  const mime = file.type ?? '';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  const ext = fileExtension(file.name);
  if (VIDEO_EXTENSIONS.includes(ext)) return 'video';
  if (AUDIO_EXTENSIONS.includes(ext)) return 'audio';
  return 'other';
}

/** The media file picker's `accept` attribute. */
export const MEDIA_ACCEPT = [
  'video/*',
  'audio/*',
  ...[...VIDEO_EXTENSIONS, ...AUDIO_EXTENSIONS].map((e) => `.${e}`),
].join(',');

/** Media translation is offered only when the settings say so explicitly (unset means not offered). */
export const isMediaTranslationEnabled = (settings: { disableMediaTranslation?: boolean | null }) =>
  settings.disableMediaTranslation === false;

/** What a media request's output is, as the request page labels it (part 2 §2.9). */
export type MediaOutputLabel = 'Transcript' | 'Subtitles' | 'Dubbed media' | 'Video with subtitles';

/**
 * The request carries no project type, so the label comes from the file: text in the source language is
 * the transcript, text in a target language its subtitles; audio or video is the dubbed media, unless its
 * name says it carries subtitles (the embedding type's copy of the source video).
 */
export function mediaOutputLabel(
  file: { fileName: string; languageId?: string | null },
  sourceLanguageId: string | null | undefined,
): MediaOutputLabel {
  const kind = mediaKindOf({ name: file.fileName });
  if (kind === 'other')
    return file.languageId && file.languageId === sourceLanguageId ? 'Transcript' : 'Subtitles';
  return /subtitle/i.test(file.fileName) ? 'Video with subtitles' : 'Dubbed media';
}
