import { Suspense, useState } from 'react';
import type { JobRequest } from '../../../platform/domain/entities/jobRequest';
import { canRenameOrArchive } from '../../../platform/domain/jobRequestStatus';
import { preloadableExport } from '../../../platform/react/preloadableExport';
import { usePreloadWhenSettled } from '../../../platform/react/preloadWhenSettled';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/page/PageHeading';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useMessages } from '../../../ui/uiLocale';
import { StatusInfo } from '../../../widgets/requestList/StatusInfo';
import { mtMessages } from '../messages';

// Loaded once the page has settled, as in the request lists: the rename form (the form kit, its rules).
const renameDialog = preloadableExport(
  () => import('../../../widgets/requestList/RenameRequestDialog'),
  'RenameRequestDialog',
);

/** A request's title (the page's h1), its status and Rename. */
export function RequestHeader({ request, titleId }: { request: JobRequest; titleId: string }) {
  const t = useMessages(mtMessages);
  const [renaming, setRenaming] = useState(false);
  usePreloadWhenSettled(renameDialog);
  return (
    <header className="flex flex-wrap items-center gap-3">
      <PageHeading id={titleId}>{request.name}</PageHeading>
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
        {t('machineTranslation.request.rename')}
      </Button>
      {renaming ? (
        <Suspense fallback={null}>
          <renameDialog.Component request={request} onClose={() => setRenaming(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
