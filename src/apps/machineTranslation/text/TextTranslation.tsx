// The Text tab (part 2 §2.6, §4.2): text, source (or Auto detect) and target, Translate and Clear; the
// result below with its score, post-edit and copy. Validation is the platform's textTranslationErrors, so
// the page and `llts mt text` refuse the same input.
import { useState } from 'react';
import { useForm } from 'react-final-form';
import { requestTextTranslation } from '../../../platform/flows/translateText';
import { AUTODETECT_LANGUAGE } from '../../../platform/domain/constants';
import type { MachineTranslationSettings } from '../../../platform/domain/entities/machineTranslation';
import { submitErrors, validateWith } from '../../../platform/react/forms';
import { useHttpClient } from '../../../platform/react/platformStore';
import { textTranslationErrors } from '../../../platform/validation/machineTranslation';
import { Button } from '../../../ui/Button';
import { FormActions } from '../../../ui/form/FormActions';
import { KitForm } from '../../../ui/form/KitForm';
import { SelectField } from '../../../ui/form/SelectField';
import { TextAreaField } from '../../../ui/form/TextAreaField';
import { useFieldValue } from '../../../ui/form/useFieldValue';
import { useMessages } from '../../../ui/uiLocale';
import { mtMessages } from '../messages';
import { TextResult, type Translation } from './TextResult';

interface TextFormValues {
  text?: string;
  sourceLanguageId?: string;
  targetLanguageId?: string;
}

export function TextTranslation({ settings }: { settings: MachineTranslationSettings }) {
  const http = useHttpClient();
  const t = useMessages(mtMessages);
  const [translation, setTranslation] = useState<Translation | null>(null);
  const max = settings.maxCharactersPerRequest;
  const languages = settings.supportedLltsLanguages ?? [];
  const options = languages.map((language) => ({ value: language.id, label: language.name }));
  const languageName = (id?: string | null) =>
    languages.find((language) => language.id === id)?.name ?? id ?? '';

  const onSubmit = async (values: TextFormValues) => {
    const input = {
      text: values.text ?? '',
      from: values.sourceLanguageId || AUTODETECT_LANGUAGE,
      to: values.targetLanguageId ?? '',
    };
    try {
      const result = await requestTextTranslation(http, input, { maxCharactersPerRequest: max });
      setTranslation({ input, result });
    } catch (error) {
      return submitErrors(error);
    }
  };

  return (
    <KitForm<TextFormValues>
      aria-label={t('machineTranslation.title.text')}
      onSubmit={onSubmit}
      validate={validateWith<TextFormValues>((values) => textTranslationErrors(values, max))}
      initialValues={{ text: '', sourceLanguageId: AUTODETECT_LANGUAGE }}
      className="grid gap-4"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          name="sourceLanguageId"
          label={t('machineTranslation.sourceLanguage')}
          options={[
            { value: AUTODETECT_LANGUAGE, label: t('machineTranslation.text.autoDetect') },
            ...options,
          ]}
        />
        <SelectField
          name="targetLanguageId"
          label={t('machineTranslation.text.targetLanguage')}
          options={options}
          required
        />
      </div>
      <TextAreaField
        name="text"
        label={t('machineTranslation.text.sourceText')}
        rows={8}
        required
        description={max ? <CharacterCounter max={max} /> : undefined}
      />
      <div className="flex flex-wrap items-start justify-end gap-3">
        <ClearButton onClear={() => setTranslation(null)} />
        <FormActions
          submitLabel={t('machineTranslation.translate')}
          busyLabel={t('machineTranslation.text.translating')}
        />
      </div>
      {translation ? (
        <TextResult translation={translation} settings={settings} languageName={languageName} />
      ) : null}
      <p className="text-sm text-slate-600">{t('machineTranslation.text.disclaimer')}</p>
    </KitForm>
  );
}

/** "123 / 5000 characters"; it turns red past the limit, where the rule also refuses the text. */
function CharacterCounter({ max }: { max: number }) {
  const t = useMessages(mtMessages);
  const length = (useFieldValue<string>('text') ?? '').length;
  return (
    <span className={length > max ? 'font-semibold text-red-700' : undefined}>
      {t('machineTranslation.text.characters', { length, max })}
    </span>
  );
}

function ClearButton({ onClear }: { onClear: () => void }) {
  const t = useMessages(mtMessages);
  const form = useForm();
  return (
    <Button
      variant="outline"
      onClick={() => {
        form.restart();
        onClear();
      }}
    >
      {t('machineTranslation.text.clear')}
    </Button>
  );
}
