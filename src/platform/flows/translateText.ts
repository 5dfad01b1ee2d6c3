// Text translation (part 2 §2.6, §4.2): translate, then optionally post-edit the result once with AI.
// The post-edit uses the detected language when the source was left on auto-detect.
import { postEditText, translateText } from '../api/machineTranslation';
import { AUTODETECT_LANGUAGE } from '../domain/constants';
import type { HttpClient } from '../http/client';
import { textTranslationErrors } from '../validation/machineTranslation';
import { FLOW_MESSAGES, FlowError, assertValid } from './flowErrors';

export interface TextTranslationInput {
  text: string;
  /** A language id, or undefined / AUTODETECT_LANGUAGE to detect it. */
  from?: string;
  to: string;
  postEdit?: boolean;
}

export interface TextTranslationResult {
  translatedText: string;
  detectedLanguage?: string;
  score?: number;
  scoreReason?: string;
  /** Set when post-editing was asked for. */
  postEditedText?: string;
}

export async function translateTextFlow(
  http: HttpClient,
  input: TextTranslationInput,
  options: { maxCharactersPerRequest?: number | null; signal?: AbortSignal } = {},
): Promise<TextTranslationResult> {
  assertValid(textTranslationErrors({ text: input.text, targetLanguageId: input.to }, options.maxCharactersPerRequest));
  const source = input.from && input.from !== AUTODETECT_LANGUAGE ? input.from : AUTODETECT_LANGUAGE;
  const init = { signal: options.signal };
  const answer = await translateText(
    http,
    { text: input.text, sourceLanguageCode: source, targetLanguageCode: input.to },
    init,
  );
  const result: TextTranslationResult = {
    translatedText: answer.translatedText,
    detectedLanguage: answer.detectedLanguage ?? undefined,
    score: answer.aiLinguisticQualityReviewResult?.score,
    scoreReason: answer.aiLinguisticQualityReviewResult?.scoreReason ?? undefined,
  };
  if (!input.postEdit) return result;
  try {
    const edited = await postEditText(
      http,
      {
        sourceLanguageId: source === AUTODETECT_LANGUAGE ? (result.detectedLanguage ?? source) : source,
        sourceText: input.text,
        targetLanguageId: input.to,
        targetText: result.translatedText,
      },
      init,
    );
    return { ...result, postEditedText: edited.correctedText };
  } catch (error) {
    // The spec shows one text for every post-edit failure; the cause stays attached for logs.
    throw new FlowError('postEditFailed', FLOW_MESSAGES.postEditFailed, { cause: error });
  }
}
