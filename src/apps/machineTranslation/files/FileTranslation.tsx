// The File tab (part 2 §2.7): without an id the upload form and Your requests, with one the request.
import { Suspense } from 'react';
import type { MachineTranslationSettings } from '../../../platform/domain/entities/machineTranslation';
import { preloadableExport } from '../../../platform/react/preloadableExport';
import type { ToolPropsOf } from '../../../platform/react/toolManifest';
import type { manifest } from '../manifest';
import { RequestList } from '../../../widgets/requestList/RequestList';
import { LoadingBlock } from '../../../ui/Spinner';
import { useMessages } from '../../../ui/uiLocale';
import { mtMessages } from '../messages';
// A request's page is its own chunk: the list and upload form need none of it. The upload form (file
// picker, language combinations, the upload flow) is one too, loading beside the list.
const fileRequestPage = preloadableExport(() => import('./FileRequestPage'), 'FileRequestPage');
const fileUploadForm = preloadableExport(() => import('./FileUploadForm'), 'FileUploadForm');

export function FileTranslation({
  settings,
  jobRequestId,
  href,
  reuseHref,
  toolTitle,
}: {
  settings: MachineTranslationSettings;
  jobRequestId?: string;
  href: ToolPropsOf<typeof manifest>['href'];
  reuseHref?: (id: string) => string;
  toolTitle: string;
}) {
  const t = useMessages(mtMessages);
  if (jobRequestId)
    return (
      <Suspense fallback={<LoadingBlock />}>
        <fileRequestPage.Component
          id={jobRequestId}
          settings={settings}
          returnHref={href('files')}
          reuseHref={reuseHref?.(jobRequestId)}
          toolTitle={toolTitle}
        />
      </Suspense>
    );
  return (
    <div className="grid gap-8">
      <Suspense fallback={<LoadingBlock />}>
        <fileUploadForm.Component settings={settings} />
      </Suspense>
      <section aria-labelledby="mt-your-requests" className="grid gap-3">
        <h2 id="mt-your-requests" className="text-lg font-semibold text-slate-900">
          {t('machineTranslation.files.yourRequests')}
        </h2>
        <RequestList
          origination="MT"
          listId="machineTranslationFiles"
          detailHref={(id) => href('files', { jobRequestId: id })}
          reuseHref={reuseHref}
        />
      </section>
    </div>
  );
}
