// Source Documents: source and reference files and the source links (http(s) only), by name.
import type { JobRequest } from '../../../platform/domain/entities/jobRequest';
import { sourceDocuments } from '../../../platform/flows/coupa';
import { FileDownloadButton } from '../../../widgets/requestFiles/FileDownloadButton';
import { useMessages } from '../../../ui/uiLocale';
import { coupaMessages } from '../messages';

export function SourceDocumentsTab({ request }: { request: JobRequest }) {
  const t = useMessages(coupaMessages);
  const { files, links } = sourceDocuments(request);
  if (!files.length && !links.length) return <p className="text-slate-700">{t('coupa.noSourceDocuments')}</p>;
  return (
    <ul className="grid gap-2">
      {files.map((file) => (
        <li
          key={file.fileKey}
          className="flex items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2"
        >
          <span>
            {file.fileName}
            {file.category === 'REFERENCE' ? (
              <span className="ms-2 text-xs text-slate-600">{t('coupa.reference')}</span>
            ) : null}
          </span>
          <FileDownloadButton requestId={request.id} file={file} />
        </li>
      ))}
      {links.map((link) => (
        <li
          key={link.href}
          className="flex items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2"
        >
          <span>{link.name}</span>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary-700 text-sm underline"
          >
            {t('coupa.openLink')}
          </a>
        </li>
      ))}
    </ul>
  );
}
