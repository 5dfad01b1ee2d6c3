// Self-service machine translation: the client's settings, text translation with AI post-editing, and
// batch file translation.

import type { FileCategory, MtFileType } from '../enums';
import type { LinguisticQualityScore } from './jobRequest';
import type { Language } from './language';

export interface MachineTranslationSettings {
  // Shape not shown in the spec: the languages of the MT pickers, as GET /lltsLanguages returns them.
  supportedLltsLanguages?: Language[];
  maxCharactersPerRequest?: number;
  maxFileSizeMB?: number;
  maxFilesPerRequest?: number;
  allowedFileTypes?: MtFileType[];
  enableAiLinguisticQualityReview?: boolean;
  showAiLinguisticQualityScorePerFile?: boolean;
  enableAiPostEditing?: boolean;
  disableHumanEscalation?: boolean;
  // Not named by the spec ("reason select (can be hidden by configuration)", "notes (can be hidden)"): the
  // MT settings already carry disableHumanEscalation, so the two switches live beside it.
  hideHumanEscalationReason?: boolean;
  hideHumanEscalationNotes?: boolean;
  disableTextTranslation?: boolean;
  disableFileTranslation?: boolean;
  /** The media tab shows only when this is explicitly false. */
  disableMediaTranslation?: boolean;
  maxAudioFileSizeMB?: number;
  maxVideoFileSizeMB?: number;
}

export interface TranslateTextRequest {
  text: string;
  /** A language id, or AUTODETECT_LANGUAGE. */
  sourceLanguageCode: string;
  targetLanguageCode: string;
}

export interface TranslateTextResponse {
  translatedText: string;
  detectedLanguage?: string | null;
  aiLinguisticQualityReviewResult?: LinguisticQualityScore | null;
}

export interface PostEditTextRequest {
  sourceLanguageId: string;
  sourceText: string;
  targetLanguageId: string;
  targetText: string;
}

export interface PostEditTextResponse {
  correctedText: string;
}

export interface TranslateFilesRequest {
  requestName: string;
  files: { fileName: string; category: FileCategory; fileKey: string }[];
  sourceLanguageId: string;
  targetLanguageIds: string[];
}

// Shape not shown in the spec: the created job request's id, as POST /jobRequests answers, so the UI can
// open the request.
export interface TranslationStarted {
  id: string;
}
