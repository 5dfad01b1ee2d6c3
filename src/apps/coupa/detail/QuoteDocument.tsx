// The quote document as the page read it (useFileDocument): in a frame as a PDF the page holds, where the
// browser has a PDF viewer, and always as a download (phones have no viewer in a frame). The frame's
// address is the page's own (blob:), typed application/pdf whatever the storage said, so nothing in it
// can run as the portal; Chrome's viewer does not run in a sandboxed frame, hence none.
import { useMemo } from 'react';
import type { JobRequestFile } from '../../../platform/domain/entities/jobRequest';
import { useObjectUrl } from '../../../platform/react/objectUrl';
import { Button } from '../../../ui/Button';
import { saveFile } from '../../../ui/saveFile';
import { useMessages } from '../../../ui/uiLocale';
import { coupaFlowMessages } from '../../../platform/flows/i18n/coupa/messages';
import { coupaMessages } from '../messages';

const PDF = 'application/pdf';
const isPdfName = (fileName: string) => /\.pdf$/i.test(fileName);
/** False where the browser says it has no PDF viewer; browsers that do not say are given the frame. */
const hasPdfViewer = () => (navigator as { pdfViewerEnabled?: boolean }).pdfViewerEnabled !== false;

export function QuoteDocument({ file, bytes }: { file: JobRequestFile; bytes: Blob }) {
  const t = useMessages(coupaMessages);
  const flow = useMessages(coupaFlowMessages);
  const framed = isPdfName(file.fileName) && hasPdfViewer();
  const pdf = useMemo(() => (framed ? bytes.slice(0, bytes.size, PDF) : undefined), [framed, bytes]);
  const src = useObjectUrl(pdf);
  return (
    <div className="grid gap-3">
      {framed ? (
        <iframe
          title={t('coupa.quoteFrame', { fileName: file.fileName })}
          src={src}
          className="h-[32rem] w-full rounded-md border border-slate-200"
        />
      ) : (
        <p className="text-slate-700">{flow('coupaFlow.noPdfViewer')}</p>
      )}
      <div>
        {/* Its name is its visible words (WCAG 2.5.3: a speech user says what they see). */}
        <Button
          variant="outline"
          size="sm"
          className="max-w-full [overflow-wrap:anywhere]"
          onClick={() => saveFile(file.fileName, bytes, bytes.type || PDF)}
        >
          {t('coupa.download', { fileName: file.fileName })}
        </Button>
      </div>
    </div>
  );
}
