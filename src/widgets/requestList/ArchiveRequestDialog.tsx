import type { JobRequest } from '../../platform/domain/entities/jobRequest';
import { ARCHIVE_REQUEST_TEXTS } from '../../platform/flows/requestActions';
import { userFacingMessage } from '../../platform/http/userMessage';
import { useArchiveRequest } from '../../platform/react/queries/jobRequestsMutations';
import { ConfirmDialog } from '../../ui/form/ConfirmDialog';
import { useMessages } from '../../ui/uiLocale';
import { requestListMessages } from './messages';

/**
 * Archives a request after confirmation, through the platform's flow. The spec's refusals ('Invalid
 * request origination', 'Job request not found') show inside the dialog; on success the lists and the
 * request are refreshed (useArchiveRequest).
 */
export function ArchiveRequestDialog({ request, onClose }: { request: JobRequest; onClose: () => void }) {
  const t = useMessages(requestListMessages);
  const archive = useArchiveRequest();
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={ARCHIVE_REQUEST_TEXTS.title}
      text={ARCHIVE_REQUEST_TEXTS.question(request.name)}
      confirmLabel={ARCHIVE_REQUEST_TEXTS.confirm}
      busyLabel={t('requestList.archiving')}
      cancelLabel={t('requestList.cancel')}
      onConfirm={() => archive(request.id)}
      formatError={userFacingMessage}
    />
  );
}
