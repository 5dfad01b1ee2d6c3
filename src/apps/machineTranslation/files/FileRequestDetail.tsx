// A file translation request (part 2 §2.7): name, status, submitted time, languages, source files, other
// files and the translated files per target language (each downloadable, Download all as a zip), and
// Return. It refreshes every 10 s while the request is in progress, so it reaches Completed on its own.
// A media request (part 2 §2.9) shows its outputs instead: per language (the source's for a transcript),
// each file labelled transcript, subtitles or dubbed media.
import { Suspense, useState } from 'react';
import { Link } from 'wouter';
import { tmsProjectUrl } from '../../../platform/domain/dashboardRules';
import type { JobRequest, JobRequestFile } from '../../../platform/domain/entities/jobRequest';
import type { MachineTranslationSettings } from '../../../platform/domain/entities/machineTranslation';
import { canRenameOrArchive, isInProgress } from '../../../platform/domain/jobRequestStatus';
import { mediaOutputLabel } from '../../../platform/domain/mediaFiles';
import { IN_PROGRESS_POLL_INTERVAL_MS } from '../../../platform/domain/timing';
import { safeUrl } from '../../../platform/http/safeUrl';
import { formatDisplayDate } from '../../../platform/locale/dates';
import { ErrorMessage } from '../../../platform/react/ErrorMessage';
import { usePageTitle } from '../../../platform/react/pageTitle';
import { preloadableExport } from '../../../platform/react/preloadableExport';
import { retryOf } from '../../../platform/react/retryLoad';
import { useRuntimeConfig } from '../../../platform/react/platformStore';
import { useJobRequest } from '../../../platform/react/queries/jobRequests';
import { POLLED_DEDUPING_MS } from '../../../platform/react/swrConfig';
import { canEscalateToHuman } from '../../../platform/flows/humanEscalation';
import { Button, buttonClasses } from '../../../ui/Button';
import { LoadingBlock } from '../../../ui/Spinner';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useMountedOnceOpen } from '../../../ui/useMountedOnceOpen';
import { FileDownloadButton } from '../../../widgets/requestFiles/FileDownloadButton';
import { RenameRequestDialog } from '../../../widgets/requestList/RenameRequestDialog';
import { StatusInfo } from '../../../widgets/requestList/StatusInfo';

// Opened on demand: the escalation form (custom fields engine) and the zip dialog.
const escalationDrawer = preloadableExport(() => import('./EscalationDrawer'), 'EscalationDrawer');
const zipDialog = preloadableExport(() => import('../../../widgets/requestFiles/ZipDialog'), 'ZipDialog');

export function FileRequestDetail({
  id,
  settings,
  returnHref,
  reuseHref,
  escalation = true,
  media = false,
  toolTitle,
}: {
  id: string;
  settings: MachineTranslationSettings;
  returnHref: string;
  /** Reuse details: a new request form starting from this request's languages, notes and fields. */
  reuseHref?: string;
  /** Request human translation (file requests; media requests have no such step). */
  escalation?: boolean;
  /** A media request: outputs per language with their labels. */
  media?: boolean;
  /** The tool's title, after the request's name in the tab title. */
  toolTitle: string;
}) {
  const {
    data: request,
    error,
    mutate,
  } = useJobRequest(id, {
    refreshInterval: (latest?: JobRequest) =>
      isInProgress(latest?.status) ? IN_PROGRESS_POLL_INTERVAL_MS : 0,
    dedupingInterval: POLLED_DEDUPING_MS,
  });
  const { externalUrls } = useRuntimeConfig();
  const [zipOpen, setZipOpen] = useState(false);
  const [escalating, setEscalating] = useState(false);
  // Each overlay's code loads on its first opening and then stays mounted.
  const zipUsed = useMountedOnceOpen(zipOpen);
  const escalationUsed = useMountedOnceOpen(escalating);
  const [renaming, setRenaming] = useState(false);
  // The page is the request: its name, then the tool (the kind of request while it loads).
  usePageTitle(request?.name ?? (media ? 'Media request' : 'File request'), toolTitle);
  if (error) return <ErrorMessage error={error} onRetry={retryOf({ error, mutate })} />;
  if (!request) return <LoadingBlock />;

  const files = request.files ?? [];
  const sources = files.filter((f) => f.category === 'SOURCE_DOCUMENT');
  const translated = files.filter((f) => f.category === 'TRANSLATED_DOCUMENT');
  const others = files.filter(
    (f) => f.category !== 'SOURCE_DOCUMENT' && f.category !== 'TRANSLATED_DOCUMENT',
  );
  const targets = request.targetLanguages ?? [];
  const source = request.sourceLanguage;
  const projectUrl = request.xtrfInternalId
    ? safeUrl(tmsProjectUrl(externalUrls.tmsBaseUrl, request.xtrfInternalId))
    : undefined;
  // A transcription's outputs are in the source language.
  const outputLanguages =
    media &&
    source &&
    translated.some((f) => f.languageId === source.id) &&
    !targets.some((t) => t.id === source.id)
      ? [source, ...targets]
      : targets;
  const labelOf = media ? (file: JobRequestFile) => mediaOutputLabel(file, source?.id) : undefined;
  const canEscalate = escalation && canEscalateToHuman(request, settings);
  const scoreFor = (languageId: string) =>
    settings.enableAiLinguisticQualityReview
      ? request.linguisticQualityReviewResults?.find((r) => r.languageId === languageId)
      : undefined;

  return (
    <article aria-labelledby="mt-request-name" className="grid gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="mt-request-name" className="text-2xl font-semibold text-slate-900">
          {request.name}
        </h1>
        <span className="inline-flex items-center gap-1">
          <StatusBadge status={request.status} />
          <StatusInfo status={request.status} />
        </span>
        <Button
          size="sm"
          variant="ghost"
          disabled={!canRenameOrArchive(request.status)}
          onClick={() => setRenaming(true)}
        >
          Rename
        </Button>
      </header>
      {renaming ? <RenameRequestDialog request={request} onClose={() => setRenaming(false)} /> : null}
      <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-semibold text-slate-700">Submitted on</dt>
        <dd>{formatDisplayDate(request.createTime)}</dd>
        <dt className="font-semibold text-slate-700">Source language</dt>
        <dd>{request.sourceLanguage?.name ?? ''}</dd>
        <dt className="font-semibold text-slate-700">Target languages</dt>
        <dd>{targets.map((t) => t.name).join(', ')}</dd>
        {request.xtrfName ? (
          <>
            <dt className="font-semibold text-slate-700">Human translation project</dt>
            <dd>
              {/* The project in the TMS, at the address the dashboards link projects to (the one configured),
                  when that is a web address: else the name alone. */}
              {projectUrl ? (
                <a
                  href={projectUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary-700 underline underline-offset-2"
                >
                  {request.xtrfName}
                </a>
              ) : (
                request.xtrfName
              )}
            </dd>
          </>
        ) : null}
      </dl>
      <FileSection title="Source files" requestId={id} files={sources} />
      {others.length ? <FileSection title="Other files" requestId={id} files={others} /> : null}
      <section aria-labelledby="mt-translated" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="mt-translated" className="font-semibold text-slate-900">
            {media ? 'Outputs' : 'Translated files'}
          </h2>
          {translated.length ? (
            <Button variant="outline" onClick={() => setZipOpen(true)}>
              Download all
            </Button>
          ) : null}
        </div>
        {outputLanguages.map((target) => {
          const score = scoreFor(target.id);
          return (
            <FileSection
              key={target.id}
              title={score ? `${target.name} (AI score ${score.score} of 5)` : target.name}
              requestId={id}
              files={translated.filter((f) => f.languageId === target.id)}
              showScores={
                !!settings.enableAiLinguisticQualityReview && !!settings.showAiLinguisticQualityScorePerFile
              }
              level={3}
              labelOf={labelOf}
            />
          );
        })}
      </section>
      <div className="flex flex-wrap justify-end gap-3">
        <Link href={returnHref} className={buttonClasses('outline')}>
          Return
        </Link>
        {reuseHref ? (
          <Link href={reuseHref} className={buttonClasses('outline')}>
            Reuse details
          </Link>
        ) : null}
        {canEscalate ? (
          <Button variant="primary" onClick={() => setEscalating(true)}>
            Request human translation
          </Button>
        ) : null}
      </div>
      <Suspense fallback={null}>
        {/* Mounted from the first opening on, so what was typed survives closing and reopening. */}
        {escalationUsed ? (
          <escalationDrawer.Component
            open={escalating && canEscalate}
            onClose={() => setEscalating(false)}
            request={request}
            languages={settings.supportedLltsLanguages ?? []}
            reasonHidden={!!settings.hideHumanEscalationReason}
            notesHidden={!!settings.hideHumanEscalationNotes}
          />
        ) : null}
        {zipUsed ? (
          <zipDialog.Component open={zipOpen} onClose={() => setZipOpen(false)} requestId={id} />
        ) : null}
      </Suspense>
    </article>
  );
}

function FileSection({
  title,
  requestId,
  files,
  showScores = false,
  level = 2,
  labelOf,
}: {
  title: string;
  requestId: string;
  files: readonly JobRequestFile[];
  showScores?: boolean;
  level?: 2 | 3;
  /** A label before each file name (a media request's outputs). */
  labelOf?: (file: JobRequestFile) => string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="grid gap-2">
      <Heading className="font-semibold text-slate-800">{title}</Heading>
      {files.length === 0 ? (
        <p className="text-sm text-slate-600">No files yet.</p>
      ) : (
        <ul className="grid gap-1" aria-label={title}>
          {files.map((file) => (
            <li key={file.fileKey} className="flex flex-wrap items-center gap-3 text-sm">
              {labelOf ? (
                <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
                  {labelOf(file)}
                </span>
              ) : null}
              <span className="break-all text-slate-900">{file.fileName}</span>
              {showScores && file.linguisticQualityScore != null ? (
                <span className="text-slate-600">AI score {file.linguisticQualityScore} of 5</span>
              ) : null}
              <FileDownloadButton requestId={requestId} file={file} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
