// One file's download: the signed URL is asked for on click (it expires), then opened (openDownload).
import { useState } from 'react';
import { getFileDownloadUrl } from '../../platform/api/jobRequestFiles';
import type { JobRequestFile } from '../../platform/domain/entities/jobRequest';
import { useHttpClient } from '../../platform/react/platformStore';
import { useToast } from '../../platform/react/toasts';
import { Button } from '../../ui/Button';
import { openDownload } from './openDownload';

export function FileDownloadButton({ requestId, file }: { requestId: string; file: JobRequestFile }) {
  const http = useHttpClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { downloadUrl } = await getFileDownloadUrl(http, requestId, file.fileKey);
      await openDownload(downloadUrl, file.fileName);
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="ghost" busy={busy} onClick={() => void download()} aria-label={`Download ${file.fileName}`}>
      Download
    </Button>
  );
}
