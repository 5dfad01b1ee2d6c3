import type { JobRequestFile } from '../../../platform/domain/entities/jobRequest';
import { useMessages } from '../../../ui/uiLocale';
import { FileDownloadButton } from '../../../widgets/requestFiles/FileDownloadButton';
import { mtMessages } from '../messages';

/** A titled list of a request's files, each downloadable; "No files yet." while there are none. */
export function FileSection({
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
  const t = useMessages(mtMessages);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="grid gap-2">
      <Heading className="font-semibold text-slate-800">{title}</Heading>
      {files.length === 0 ? (
        <p className="text-sm text-slate-600">{t('machineTranslation.request.noFiles')}</p>
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
                <span className="text-slate-600">
                  {t('machineTranslation.request.fileScore', { score: file.linguisticQualityScore })}
                </span>
              ) : null}
              <FileDownloadButton requestId={requestId} file={file} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
