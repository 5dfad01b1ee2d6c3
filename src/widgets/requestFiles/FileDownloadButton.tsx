// One file's download: the signed URL is asked for on click (it expires), then opened (openDownload).
import type { JobRequestFile } from '../../platform/domain/entities/jobRequest';
import { useFileDownloadUrl } from '../../platform/react/queries/jobRequestFiles';
import { toastError } from '../../platform/react/toasts';
import { useAsyncAction } from '../../platform/react/useAsyncAction';
import { Button } from '../../ui/Button';
import { openDownload } from './openDownload';
import { useMessages } from '../../ui/uiLocale';
import { requestFilesMessages } from './messages';

export function FileDownloadButton({ requestId, file }: { requestId: string; file: JobRequestFile }) {
  const t = useMessages(requestFilesMessages);
  const downloadUrl = useFileDownloadUrl();
  const download = useAsyncAction(
    async () => {
      const { downloadUrl: url } = await downloadUrl(requestId, file.fileKey);
      await openDownload(url, file.fileName);
    },
    { onError: toastError },
  );
  return (
    <Button
      size="sm"
      variant="ghost"
      busy={download.busy}
      onClick={() => void download.run()}
      aria-label={t('requestFiles.downloadFile', { fileName: file.fileName })}
    >
      {t('requestFiles.download')}
    </Button>
  );
}
