// "Download all" (part 2 §4.2) over the platform's zip flow: it starts the zip when needed, polls every
// second, retries a FAILED zip once, and ends in the download link or the spec's failure text (or the
// generic error when the zip's address is not a web address: the flow checks it).
import { useEffect, useState } from 'react';
import { downloadZip } from '../../platform/flows/zipDownload';
import type { SafeUrl } from '../../platform/http/safeUrl';
import { userFacingMessage } from '../../platform/http/userMessage';
import { useHttpClient } from '../../platform/react/platformStore';
import { Alert } from '../../ui/Alert';
import { buttonClasses } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { isSameOrigin, openDownload } from './openDownload';
import { useMessages } from '../../ui/uiLocale';
import { requestFilesMessages } from './messages';

type ZipState = { kind: 'working' } | { kind: 'ready'; url: SafeUrl } | { kind: 'failed'; message: string };

export function ZipDialog({
  open,
  onClose,
  requestId,
  zipFileName,
}: {
  open: boolean;
  onClose: () => void;
  requestId: string;
  /** The zip's name (Coupa's deliverables are named after the request id). */
  zipFileName?: string;
}) {
  const t = useMessages(requestFilesMessages);
  return (
    <Dialog open={open} onClose={onClose} title={t('requestFiles.downloadAll')}>
      {open ? <ZipProgress requestId={requestId} zipFileName={zipFileName} /> : null}
    </Dialog>
  );
}

function ZipProgress({ requestId, zipFileName }: { requestId: string; zipFileName?: string }) {
  const t = useMessages(requestFilesMessages);
  const http = useHttpClient();
  const [state, setState] = useState<ZipState>({ kind: 'working' });
  useEffect(() => {
    const abort = new AbortController();
    downloadZip(http, requestId, { signal: abort.signal, zipFileName }).then(
      (url) => setState({ kind: 'ready', url }),
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ kind: 'failed', message: userFacingMessage(error) });
      },
    );
    return () => abort.abort();
  }, [http, requestId, zipFileName]);
  if (state.kind === 'working') {
    return (
      <p className="flex items-center gap-2 text-slate-700">
        <Spinner size="sm" decorative /> {t('requestFiles.preparingZip')}
      </p>
    );
  }
  if (state.kind === 'failed') return <Alert kind="error">{state.message}</Alert>;
  return (
    <a
      href={state.url}
      className={buttonClasses('primary')}
      download
      onClick={(event) => {
        // The demo backend's zip (same origin) is fetched and saved: its service worker never sees a navigation.
        if (!isSameOrigin(state.url)) return;
        event.preventDefault();
        openDownload(state.url).catch((error: unknown) =>
          setState({ kind: 'failed', message: userFacingMessage(error) }),
        );
      }}
    >
      {t('requestFiles.downloadZip')}
    </a>
  );
}
