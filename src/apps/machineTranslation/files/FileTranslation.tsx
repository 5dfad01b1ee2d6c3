// The File tab (part 2 §2.7): without an id the upload form and Your requests, with one the request.
import type { MachineTranslationSettings } from '../../../platform/domain/entities/machineTranslation';
import type { ToolProps } from '../../../platform/react/toolManifest';
import { RequestList } from '../../../widgets/requestList/RequestList';
import { FileRequestDetail } from './FileRequestDetail';
import { FileUploadForm } from './FileUploadForm';

export function FileTranslation({
  settings,
  jobRequestId,
  href,
}: {
  settings: MachineTranslationSettings;
  jobRequestId?: string;
  href: ToolProps['href'];
}) {
  if (jobRequestId) return <FileRequestDetail id={jobRequestId} settings={settings} returnHref={href('files')} />;
  return (
    <div className="grid gap-8">
      <FileUploadForm settings={settings} />
      <section aria-labelledby="mt-your-requests" className="grid gap-3">
        <h2 id="mt-your-requests" className="text-lg font-semibold text-slate-900">
          Your requests
        </h2>
        <RequestList origination="MT" listId="machineTranslationFiles" detailHref={(id) => href('files', { jobRequestId: id })} />
      </section>
    </div>
  );
}
