// The Media tab (part 2 §2.9): the media requests (MEDIAAI) through the shared request list, and a
// request's page in the style of the file requests' (status, languages, source media, the transcripts,
// subtitles and dubbed media per language with downloads, Download all).
import { Suspense, useState } from 'react';
import type { MachineTranslationSettings } from '../../../platform/domain/entities/machineTranslation';
import { preloadableExport } from '../../../platform/react/preloadableExport';
import type { ToolPropsOf } from '../../../platform/react/toolManifest';
import type { manifest } from '../manifest';
import { Button } from '../../../ui/Button';
import { LoadingBlock } from '../../../ui/Spinner';
import { useMountedOnceOpen } from '../../../ui/useMountedOnceOpen';
import { useMessages } from '../../../ui/uiLocale';
import { RequestList } from '../../../widgets/requestList/RequestList';
import { mtMessages } from '../messages';

// The panel (and its form code) loads when it is first opened; a request's page is its own chunk.
const mediaCreateDrawer = preloadableExport(() => import('./MediaCreateDrawer'), 'MediaCreateDrawer');
const mediaRequestPage = preloadableExport(() => import('./MediaRequestPage'), 'MediaRequestPage');

export function MediaTranslation({
  settings,
  jobRequestId,
  href,
  toolTitle,
}: {
  settings: MachineTranslationSettings;
  jobRequestId?: string;
  href: ToolPropsOf<typeof manifest>['href'];
  toolTitle: string;
}) {
  const t = useMessages(mtMessages);
  const [creating, setCreating] = useState(false);
  const opened = useMountedOnceOpen(creating);
  if (jobRequestId)
    return (
      <Suspense fallback={<LoadingBlock />}>
        <mediaRequestPage.Component
          id={jobRequestId}
          settings={settings}
          returnHref={href('media')}
          toolTitle={toolTitle}
        />
      </Suspense>
    );
  return (
    <section aria-labelledby="mt-media-requests" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="mt-media-requests" className="text-lg font-semibold text-slate-900">
          {t('machineTranslation.media.yourRequests')}
        </h2>
        <Button onClick={() => setCreating(true)}>{t('machineTranslation.media.new')}</Button>
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <mediaCreateDrawer.Component
            open={creating}
            onClose={() => setCreating(false)}
            settings={settings}
            onCreated={() => setCreating(false)}
          />
        </Suspense>
      ) : null}
      <RequestList
        origination="MEDIAAI"
        listId="machineTranslationMedia"
        caption={t('machineTranslation.media.yourRequests')}
        detailHref={(id) => href('media', { jobRequestId: id })}
      />
    </section>
  );
}
