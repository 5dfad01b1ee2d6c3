// The result of a text translation: detected language, AI quality score (reason in a tooltip), Post-edit
// with AI once per translation, the Translation / AI post-edited text tabs and Copy. Changing the text or
// the languages afterwards drops the post-edit (part 2 §4.2), so it never sits beside a different input.
import { useId, useState } from 'react';
import { AUTODETECT_LANGUAGE } from '../../../platform/domain/constants';
import type { MachineTranslationSettings } from '../../../platform/domain/entities/machineTranslation';
import { FLOW_MESSAGES } from '../../../platform/flows/flowErrors';
import {
  postEditTranslation,
  type TextTranslationInput,
  type TextTranslationResult,
} from '../../../platform/flows/translateText';
import { COPY_TOAST_DURATION_MS, POST_EDIT_TOAST_DURATION_MS } from '../../../platform/domain/timing';
import { useHttpClient } from '../../../platform/react/platformStore';
import { useToast } from '../../../platform/react/toasts';
import { useAsyncAction } from '../../../platform/react/useAsyncAction';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Tabs } from '../../../ui/Tabs';
import { useFieldValue } from '../../../ui/form/useFieldValue';
import { useMessages } from '../../../ui/uiLocale';
import { mtMessages } from '../messages';
import { QualityScore } from './QualityScore';

export interface Translation {
  input: Omit<TextTranslationInput, 'postEdit'>;
  result: TextTranslationResult;
}

type View = 'translation' | 'postEdited';

export function TextResult({
  translation,
  settings,
  languageName,
}: {
  translation: Translation;
  settings: MachineTranslationSettings;
  languageName: (id?: string | null) => string;
}) {
  const http = useHttpClient();
  const t = useMessages(mtMessages);
  const toast = useToast();
  const outputId = useId();
  const signature = useInputSignature();
  const [postEdit, setPostEdit] = useState<{ signature: string; text: string; for: Translation } | null>(
    null,
  );
  const [view, setView] = useState<View>('translation');
  // A new translation or a changed input resets the post-edit (state adjusted while rendering, as React
  // advises for state derived from changing inputs).
  if (postEdit && (postEdit.signature !== signature || postEdit.for !== translation)) {
    setPostEdit(null);
    setView('translation');
  }

  const { input, result } = translation;
  const score = settings.enableAiLinguisticQualityReview ? result.score : undefined;
  const shown = view === 'postEdited' && postEdit ? postEdit.text : result.translatedText;

  const runPostEdit = useAsyncAction(async () => {
    try {
      const text = await postEditTranslation(http, input, result);
      setPostEdit({ signature, text, for: translation });
      setView('postEdited');
      toast.success(t('machineTranslation.text.postEdited'), POST_EDIT_TOAST_DURATION_MS);
    } catch (error) {
      // Spec §8: logged to the console only; the user sees one fixed text (below).
      console.error('Post-edit failed', error);
      throw error;
    }
  });

  const copy = async () => {
    await navigator.clipboard.writeText(shown);
    toast.success(t('machineTranslation.text.copied'), COPY_TOAST_DURATION_MS);
  };

  const output = (
    <div className="grid gap-2">
      <label htmlFor={outputId} className="text-sm font-semibold text-slate-800">
        {t('machineTranslation.text.resultLabel')}
      </label>
      <textarea
        id={outputId}
        readOnly
        rows={8}
        value={shown}
        className="w-full rounded-md border border-slate-300 bg-slate-50 p-2 text-slate-900"
      />
    </div>
  );

  return (
    <section
      aria-label={t('machineTranslation.text.result')}
      className="grid gap-3 rounded-lg border border-slate-200 p-4"
    >
      {input.from === AUTODETECT_LANGUAGE && result.detectedLanguage ? (
        <p className="text-sm text-slate-700">
          {t('machineTranslation.text.detectedLanguage', { language: languageName(result.detectedLanguage) })}
        </p>
      ) : null}
      {score !== undefined ? <QualityScore score={score} reason={result.scoreReason} /> : null}
      {postEdit ? (
        <Tabs
          label={t('machineTranslation.text.resultTabs')}
          tabs={[
            { id: 'translation', label: t('machineTranslation.text.translationTab') },
            { id: 'postEdited', label: t('machineTranslation.text.postEditedTab') },
          ]}
          selected={view}
          onChange={(id) => setView(id as View)}
        >
          {output}
        </Tabs>
      ) : (
        output
      )}
      {runPostEdit.error ? <Alert kind="error">{FLOW_MESSAGES.postEditFailed}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        {settings.enableAiPostEditing ? (
          <Button
            variant={score !== undefined && score < 5 ? 'accent' : 'outline'}
            busy={runPostEdit.busy}
            disabled={!!postEdit}
            onClick={() => void runPostEdit.run()}
          >
            {t('machineTranslation.text.postEdit')}
          </Button>
        ) : null}
        <Button variant="primary" onClick={() => void copy()}>
          {t('machineTranslation.text.copy')}
        </Button>
      </div>
    </section>
  );
}

/** The form's current text and languages in one string, to notice a change after the translation. */
function useInputSignature(): string {
  const text = useFieldValue<string>('text') ?? '';
  const source = useFieldValue<string>('sourceLanguageId') ?? '';
  const target = useFieldValue<string>('targetLanguageId') ?? '';
  return JSON.stringify([text, source, target]);
}
