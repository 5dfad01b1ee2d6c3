// A media request (part 2 §2.9), in the style of a file request's page: status, languages, the source
// media, and its outputs per language (the source's for a transcript), each labelled transcript, subtitles
// or dubbed media, with downloads and Download all. Media requests have no human translation step.
import type { JobRequest, JobRequestFile } from '../../../platform/domain/entities/jobRequest';
import type { LanguageIdName } from '../../../platform/domain/entities/language';
import type { MachineTranslationSettings } from '../../../platform/domain/entities/machineTranslation';
import { mediaOutputLabel, type MediaOutputLabel } from '../../../platform/domain/mediaFiles';
import { ErrorMessage } from '../../../platform/react/ErrorMessage';
import { retryOf } from '../../../platform/react/retryLoad';
import { LoadingBlock } from '../../../ui/Spinner';
import { useMessages } from '../../../ui/uiLocale';
import { mtMessages, type MtMessageId } from '../messages';
import { RequestDetailLayout } from '../request/RequestDetailLayout';
import { RequestOutputs } from '../request/RequestOutputs';
import { requestFiles } from '../request/requestFiles';
import { useMtRequest } from '../request/useMtRequest';

/** What each kind of output is called, by the platform's name for it. */
const OUTPUT_LABEL_IDS = {
  Transcript: 'machineTranslation.media.output.transcript',
  Subtitles: 'machineTranslation.media.output.subtitles',
  'Dubbed media': 'machineTranslation.media.output.dubbed',
  'Video with subtitles': 'machineTranslation.media.output.videoWithSubtitles',
} as const satisfies Record<MediaOutputLabel, MtMessageId>;

/** The targets, and first the source language when a transcript (an output in it) came back. */
function outputLanguages(request: JobRequest): readonly LanguageIdName[] {
  const targets = request.targetLanguages ?? [];
  const source = request.sourceLanguage;
  const transcribed =
    source &&
    requestFiles(request).outputs.some((f) => f.languageId === source.id) &&
    !targets.some((t) => t.id === source.id);
  return transcribed ? [source, ...targets] : targets;
}

export function MediaRequestPage({
  id,
  settings,
  returnHref,
  toolTitle,
}: {
  id: string;
  settings: MachineTranslationSettings;
  returnHref: string;
  /** The tool's title, after the request's name in the tab title. */
  toolTitle: string;
}) {
  const t = useMessages(mtMessages);
  const {
    data: request,
    error,
    mutate,
  } = useMtRequest(id, t('machineTranslation.media.loadingTitle'), toolTitle);
  if (error) return <ErrorMessage error={error} onRetry={retryOf({ error, mutate })} />;
  if (!request) return <LoadingBlock />;
  const sourceId = request.sourceLanguage?.id;
  return (
    <RequestDetailLayout
      request={request}
      returnHref={returnHref}
      outputs={
        <RequestOutputs
          request={request}
          title={t('machineTranslation.media.outputs')}
          languages={outputLanguages(request)}
          settings={settings}
          labelOf={(file: JobRequestFile) => t(OUTPUT_LABEL_IDS[mediaOutputLabel(file, sourceId)])}
        />
      }
    />
  );
}
