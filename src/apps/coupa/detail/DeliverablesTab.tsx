// Deliverables: a target language's translated files, and Download All (the shared zip flow, the zip
// named after the request id).
import { useState } from 'react';
import type { JobRequest } from '../../../platform/domain/entities/jobRequest';
import { deliverablesFor } from '../../../platform/flows/coupa';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { FileDownloadButton } from '../../../widgets/requestFiles/FileDownloadButton';
import { ZipDialog } from '../../../widgets/requestFiles/ZipDialog';
import { useMessages } from '../../../ui/uiLocale';
import { coupaFlowMessages } from '../../../platform/flows/i18n/coupa/messages';
import { coupaMessages } from '../messages';

export function DeliverablesTab({ request }: { request: JobRequest }) {
  const t = useMessages(coupaMessages);
  const flow = useMessages(coupaFlowMessages);
  const targets = request.targetLanguages ?? [];
  const [languageId, setLanguageId] = useState(targets[0]?.id ?? '');
  const [zipOpen, setZipOpen] = useState(false);
  const anyTranslated = (request.files ?? []).some((f) => f.category === 'TRANSLATED_DOCUMENT');
  if (!anyTranslated) return <p className="text-slate-700">{flow('coupaFlow.deliverablesUnavailable')}</p>;
  const files = deliverablesFor(request, languageId);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Select
          label={t('coupa.language')}
          options={targets.map((t) => ({ value: t.id, label: t.name }))}
          value={languageId}
          onChange={setLanguageId}
          className="min-w-48"
        />
        <Button variant="outline" onClick={() => setZipOpen(true)}>
          {t('coupa.downloadAll')}
        </Button>
      </div>
      {files.length ? (
        <ul className="grid gap-2">
          {files.map((file) => (
            <li
              key={file.fileKey}
              className="flex items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2"
            >
              <span>{file.fileName}</span>
              <FileDownloadButton requestId={request.id} file={file} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{flow('coupaFlow.noFilesForLanguage')}</p>
      )}
      <ZipDialog
        open={zipOpen}
        onClose={() => setZipOpen(false)}
        requestId={request.id}
        zipFileName={request.id}
      />
    </div>
  );
}
