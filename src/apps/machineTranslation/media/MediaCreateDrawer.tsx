// The media create panel (part 2 §2.9): a right-hand drawer (full width on phones, half otherwise) with
// two steps — the project type, each explained in a sentence, then its form: media files, name, source,
// targets (not for transcription), subtitle types (default SRT; more formats under More options; not for
// dubbing or embedding), a voice per target with its sample (dubbing), and a progress bar scaled to 95 %
// while the files upload. Rules and body: platform/flows/translateMedia.
import { useMemo, useState, type RefObject } from 'react';
import type { Language } from '../../../platform/domain/entities/language';
import type { MachineTranslationSettings } from '../../../platform/domain/entities/machineTranslation';
import { safeUrl } from '../../../platform/http/safeUrl';
import {
  DEFAULT_SUBTITLE_FORMATS,
  DEFAULT_SUBTITLE_TYPE,
  MEDIA_PROJECT_TYPES,
  SUBTITLE_FORMATS,
  type MediaProjectType,
  type SubtitleFormat,
} from '../../../platform/domain/enums';
import { MEDIA_ACCEPT } from '../../../platform/domain/mediaFiles';
import { defaultProjectName } from '../../../platform/domain/projectNames';
import {
  MEDIA_PROJECT_TYPE_TEXTS,
  mediaInputErrors,
  mediaLanguages,
  mediaTypeShows,
  type MediaTranslationInput,
} from '../../../platform/flows/translateMedia';
import { submitErrors, validateWith } from '../../../platform/react/forms';
import { useTranslateMedia } from '../../../platform/react/queries/machineTranslationMutations';
import { useLanguages } from '../../../platform/react/queries/languages';
import { useDubbingVoices } from '../../../platform/react/queries/machineTranslation';
import { useSession } from '../../../platform/react/session';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { ProgressBar } from '../../../ui/ProgressBar';
import { ComboboxField } from '../../../ui/form/ComboboxField';
import { FileField } from '../../../ui/form/FileField';
import { FormDrawer } from '../../../ui/form/FormDrawer';
import { MultiComboboxField } from '../../../ui/form/MultiComboboxField';
import { SelectField } from '../../../ui/form/SelectField';
import { TextField } from '../../../ui/form/TextField';
import { useFieldValue } from '../../../ui/form/useFieldValue';
import { useStepHeadingFocus } from '../../../ui/useStepHeadingFocus';
import { useMessages } from '../../../ui/uiLocale';
import { mtMessages } from '../messages';

interface MediaFormValues {
  files?: File[];
  projectName?: string;
  sourceLanguageId?: string;
  targetLanguageIds?: string[];
  subtitleTypes?: string[];
  dubbingVoices?: Record<string, string>;
}

const MEDIA_ACCEPT_MAP = Object.fromEntries(
  MEDIA_ACCEPT.split(',')
    .filter((a) => a.endsWith('/*'))
    .map((mime) => [mime, MEDIA_ACCEPT.split(',').filter((a) => a.startsWith('.'))]),
);

function inputOf(type: MediaProjectType, values: MediaFormValues): MediaTranslationInput {
  return {
    projectType: type,
    requestName: values.projectName ?? '',
    sourceLanguageId: values.sourceLanguageId ?? '',
    targetLanguageIds: values.targetLanguageIds ?? [],
    subtitleTypes: (values.subtitleTypes ?? []) as SubtitleFormat[],
    dubbingVoices: values.dubbingVoices,
    files: (values.files ?? []).map((file) => ({ name: file.name, data: file, type: file.type })),
  };
}

export function MediaCreateDrawer({
  open,
  onClose,
  settings,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  settings: MachineTranslationSettings;
  onCreated: (id: string) => void;
}) {
  const t = useMessages(mtMessages);
  const translateMedia = useTranslateMedia();
  const email = useSession()?.email;
  const languages = useLanguages().data ?? [];
  const [type, setType] = useState<MediaProjectType>();
  const [progress, setProgress] = useState<number>();
  // The pressed type button (or Change type) goes away with its step: focus moves to the new step's heading.
  const stepHeading = useStepHeadingFocus(type);
  // One object for the panel's life: react-final-form re-initialises (dropping what was typed and the
  // files) whenever initialValues is a new object, as on every render (type chosen, upload progress).
  const [initialValues] = useState<MediaFormValues>(() => ({
    projectName: defaultProjectName(email, Date.now()),
    subtitleTypes: [DEFAULT_SUBTITLE_TYPE],
    dubbingVoices: {},
  }));
  const limits = {
    maxAudioFileSizeMB: settings.maxAudioFileSizeMB,
    maxVideoFileSizeMB: settings.maxVideoFileSizeMB,
  };
  const validate = useMemo(
    () =>
      validateWith<MediaFormValues>((values) =>
        type ? mediaInputErrors(inputOf(type, values), { languages, settings: limits }) : {},
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [type, languages, settings],
  );
  const close = () => {
    setType(undefined);
    onClose();
  };

  return (
    <FormDrawer<MediaFormValues>
      open={open}
      onClose={close}
      title={t('machineTranslation.media.new')}
      submitLabel={t('machineTranslation.submit')}
      busyLabel={t('machineTranslation.submitting')}
      cancelLabel={t('machineTranslation.cancel')}
      submitDisabled={!type}
      validate={validate}
      initialValues={initialValues}
      onSubmit={async (values) => {
        if (!type) return undefined;
        setProgress(0);
        try {
          const id = await translateMedia(inputOf(type, values), {
            languages,
            settings: limits,
            onProgress: setProgress,
          });
          close();
          onCreated(id);
        } catch (error) {
          return submitErrors(error);
        } finally {
          setProgress(undefined);
        }
        return undefined;
      }}
    >
      {type ? (
        <MediaFields
          type={type}
          languages={languages}
          onChangeType={() => setType(undefined)}
          progress={progress}
          headingRef={stepHeading}
        />
      ) : (
        <fieldset className="grid gap-3">
          <legend className="mb-2">
            <h3 ref={stepHeading} tabIndex={-1} className="font-medium text-slate-900 focus:outline-none">
              {t('machineTranslation.media.chooseType')}
            </h3>
          </legend>
          {MEDIA_PROJECT_TYPES.map((option) => (
            <button
              key={option}
              type="button"
              onClick={() => setType(option)}
              className="focus-visible:outline-primary-600 hover:border-primary-400 rounded-lg border border-slate-200 p-3 text-start focus-visible:outline-2"
            >
              <span className="text-primary-800 block font-medium">
                {MEDIA_PROJECT_TYPE_TEXTS[option].title}
              </span>
              <span className="block text-sm text-slate-700">
                {MEDIA_PROJECT_TYPE_TEXTS[option].description}
              </span>
            </button>
          ))}
        </fieldset>
      )}
      <p className="mt-4 text-xs text-slate-600">{t('machineTranslation.media.disclaimer')}</p>
    </FormDrawer>
  );
}

function MediaFields({
  type: chosen,
  languages,
  onChangeType,
  progress: percent,
  headingRef,
}: {
  type: MediaProjectType;
  languages: readonly Language[];
  onChangeType: () => void;
  progress?: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useMessages(mtMessages);
  const shows = mediaTypeShows(chosen);
  const { sources, targets } = mediaLanguages(languages);
  const [moreFormats, setMoreFormats] = useState(false);
  const formats = (moreFormats ? SUBTITLE_FORMATS : DEFAULT_SUBTITLE_FORMATS).map((f) => ({
    value: f,
    label: f,
  }));
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <h3 ref={headingRef} tabIndex={-1} className="font-medium text-slate-900 focus:outline-none">
          {MEDIA_PROJECT_TYPE_TEXTS[chosen].title}
        </h3>
        <Button variant="ghost" size="sm" onClick={onChangeType}>
          {t('machineTranslation.media.changeType')}
        </Button>
      </div>
      <FileField
        name="files"
        label={t('machineTranslation.media.files')}
        required
        accept={MEDIA_ACCEPT_MAP}
      />
      <TextField name="projectName" label={t('machineTranslation.projectName')} required />
      <ComboboxField
        name="sourceLanguageId"
        label={t('machineTranslation.sourceLanguage')}
        options={sources.map((l) => ({ value: l.id, label: l.name }))}
        required
      />
      {shows.targets ? (
        <MultiComboboxField
          name="targetLanguageIds"
          label={t('machineTranslation.targetLanguages')}
          options={targets.map((l) => ({ value: l.id, label: l.name }))}
          required
        />
      ) : null}
      {shows.subtitleTypes ? (
        <div className="grid gap-1">
          <MultiComboboxField
            name="subtitleTypes"
            label={t('machineTranslation.media.subtitleType')}
            options={formats}
            required
          />
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start"
            aria-expanded={moreFormats}
            onClick={() => setMoreFormats(!moreFormats)}
          >
            {moreFormats
              ? t('machineTranslation.media.fewerOptions')
              : t('machineTranslation.media.moreOptions')}
          </Button>
        </div>
      ) : null}
      {shows.voices ? <VoicePickers languageNames={new Map(languages.map((l) => [l.id, l.name]))} /> : null}
      {percent !== undefined ? (
        // The upload progress alert (part 2 §2.9, §4.2): at most 95 % until the request exists.
        <Alert kind="info" title={t('machineTranslation.media.uploadingTitle')}>
          <p>{t('machineTranslation.media.uploaded', { percent: Math.round(percent) })}</p>
          <ProgressBar label={t('machineTranslation.media.progress')} percent={percent} className="mt-2" />
        </Alert>
      ) : null}
    </div>
  );
}

/** A voice per target language (dubbing), each with its audio sample. */
function VoicePickers({ languageNames }: { languageNames: Map<string, string> }) {
  const t = useMessages(mtMessages);
  const targets = useFieldValue<string[]>('targetLanguageIds') ?? [];
  const voices = useDubbingVoices().data ?? [];
  const chosen = useFieldValue<Record<string, string>>('dubbingVoices') ?? {};
  if (!targets.length) return null;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-medium text-slate-900">{t('machineTranslation.media.voices')}</legend>
      {targets.map((id) => {
        const voice = voices.find((v) => v.voiceName === chosen[id]);
        // A sample may be given relative to the portal (the fixtures' samples); only http(s) plays.
        const sample = safeUrl(voice?.sampleUrl);
        return (
          <div key={id} className="grid gap-1">
            <SelectField
              name={`dubbingVoices.${id}`}
              label={t('machineTranslation.media.voiceFor', { language: languageNames.get(id) ?? id })}
              required
              options={voices.map((v) => ({ value: v.voiceName, label: v.displayName }))}
              placeholder={t('machineTranslation.media.chooseVoice')}
            />
            {voice && sample ? (
              <audio
                controls
                src={sample}
                aria-label={t('machineTranslation.media.sample', { voice: voice.displayName })}
                className="w-full"
              />
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
