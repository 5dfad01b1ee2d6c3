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

const sourceOf = (input: { from?: string }) =>
  input.from && input.from !== AUTODETECT_LANGUAGE ? input.from : AUTODETECT_LANGUAGE;

/** Translate, the portal's first button: the form's rules, then one call. */
export async function requestTextTranslation(
  http: HttpClient,
  input: Omit<TextTranslationInput, 'postEdit'>,
  options: { maxCharactersPerRequest?: number | null; signal?: AbortSignal } = {},
): Promise<TextTranslationResult> {
  assertValid(
    textTranslationErrors({ text: input.text, targetLanguageId: input.to }, options.maxCharactersPerRequest),
  );
  const answer = await translateText(
    http,
    { text: input.text, sourceLanguageCode: sourceOf(input), targetLanguageCode: input.to },
    { signal: options.signal },
  );
  return {
    translatedText: answer.translatedText,
    detectedLanguage: answer.detectedLanguage ?? undefined,
    score: answer.aiLinguisticQualityReviewResult?.score,
    scoreReason: answer.aiLinguisticQualityReviewResult?.scoreReason ?? undefined,
  };
}

/**
 * Post-edit with AI, the portal's second button: the translation of `input` corrected once, from the
 * detected language when the source was left on auto-detect. Every failure is the spec's one text (the
 * cause stays attached for logs).
 */
export async function postEditTranslation(
  http: HttpClient,
  input: Omit<TextTranslationInput, 'postEdit'>,
  result: Pick<TextTranslationResult, 'translatedText' | 'detectedLanguage'>,
  options: { signal?: AbortSignal } = {},
): Promise<string> {
  const source = sourceOf(input);
  try {
    const edited = await postEditText(
      http,
      {
        sourceLanguageId: source === AUTODETECT_LANGUAGE ? (result.detectedLanguage ?? source) : source,
        sourceText: input.text,
        targetLanguageId: input.to,
        targetText: result.translatedText,
      },
      { signal: options.signal },
    );
    return edited.correctedText;
  } catch (error) {
    throw new FlowError('postEditFailed', FLOW_MESSAGES.postEditFailed, { cause: error });
  }
}

/** Both steps, as `llts mt text --post-edit` and the scenarios ask for them. */
export async function translateTextFlow(
  http: HttpClient,
  input: TextTranslationInput,
  options: { maxCharactersPerRequest?: number | null; signal?: AbortSignal } = {},
): Promise<TextTranslationResult> {
  const result = await requestTextTranslation(http, input, options);
  if (!input.postEdit) return result;
  return { ...result, postEditedText: await postEditTranslation(http, input, result, options) };
}
