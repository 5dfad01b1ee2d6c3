// Media projects (transcription, transcription with translation, dubbing, embedded subtitles) and the
// dubbing voices offered per target language.

import type { FileCategory, SubtitleFormat } from '../enums';

export interface MediaFileRef {
  fileName: string;
  category: FileCategory;
  languageId?: string;
  fileKey: string;
}

export interface DubbingVoiceChoice {
  languageId: string;
  voiceName: string;
}

export interface TranslateMediaRequest {
  requestName: string;
  files: MediaFileRef[];
  sourceLanguageId: string;
  /** Empty for transcription. */
  targetLanguageIds: string[];
  /** Default ['SRT']; empty for dubbing and embedding. */
  subtitlesType: SubtitleFormat[];
  isDubbingRequested: boolean;
  dubbingVoices: DubbingVoiceChoice[];
  isSubtitleEmbeddingRequested: boolean;
}

export interface DubbingVoice {
  voiceName: string;
  displayName: string;
  /** An audio sample the form plays. */
  sampleUrl?: string | null;
}
