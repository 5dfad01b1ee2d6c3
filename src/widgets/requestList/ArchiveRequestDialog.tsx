import type { JobRequest } from '../../platform/domain/entities/jobRequest';
import { ARCHIVE_REQUEST_TEXTS, archiveRequestFlow } from '../../platform/flows/requestActions';
import { userFacingMessage } from '../../platform/http/userMessage';
import { useHttpClient } from '../../platform/react/platformStore';
import { jobRequestPagesPrefix } from '../../platform/react/queries/jobRequests';
import { useApiMutate } from '../../platform/react/useApiMutate';
import { ConfirmDialog } from '../../ui/form/ConfirmDialog';

/**
 * Archives a request after confirmation, through the platform's flow. The spec's refusals ('Invalid
 * request origination', 'Job request not found') show inside the dialog; on success every list page is
 * refreshed.
 */
export function ArchiveRequestDialog({ request, onClose }: { request: JobRequest; onClose: () => void }) {
  const http = useHttpClient();
  const mutate = useApiMutate();
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={ARCHIVE_REQUEST_TEXTS.title}
      text={ARCHIVE_REQUEST_TEXTS.question(request.name)}
      confirmLabel={ARCHIVE_REQUEST_TEXTS.confirm}
      busyLabel="Archiving…"
      cancelLabel="Cancel"
      onConfirm={async () => {
        await archiveRequestFlow(http, request.id);
        await mutate.prefix(jobRequestPagesPrefix());
      }}
      formatError={userFacingMessage}
    />
  );
}
