// "Download all" (part 2 §4.2): NOT_STARTED asks for a zip, the status is polled every second, a FAILED
// zip is requested again once automatically, then the failure text shows; COMPLETED gives the link, once
// it passed the one address check (a refused one rejects with the generic error, UnsafeUrlError).
import { getZipStatus, zipTranslatedFiles } from '../api/jobRequestFiles';
import type { ZipStatus } from '../domain/enums';
import { ZIP_AUTO_RETRIES, ZIP_STATUS_POLL_INTERVAL_MS } from '../domain/timing';
import type { HttpClient } from '../http/client';
import { requireSafeUrl, type SafeUrl } from '../http/safeUrl';
import { FLOW_MESSAGES, FlowError } from './flowErrors';
import { realClock, type FlowClock } from './waiting';

export interface ZipDownloadOptions {
  /** The zip's name (Coupa deliverables use the request id). */
  zipFileName?: string;
  clock?: FlowClock;
  signal?: AbortSignal;
  /** Stops polling after this long (ms on the clock); unbounded by default, as in the dialog. */
  timeoutMs?: number;
  onStatus?: (status: ZipStatus) => void;
}

export async function downloadZip(
  http: HttpClient,
  jobRequestId: string,
  options: ZipDownloadOptions = {},
): Promise<SafeUrl> {
  const clock = options.clock ?? realClock;
  const init = { signal: options.signal };
  const deadline = options.timeoutMs === undefined ? Infinity : clock.now() + options.timeoutMs;
  let retriesLeft = ZIP_AUTO_RETRIES;
  let requested = false;
  for (;;) {
    const { status, downloadUrl } = await getZipStatus(http, jobRequestId, init);
    options.onStatus?.(status);
    if (status === 'COMPLETED' && downloadUrl) return requireSafeUrl(downloadUrl);
    if (status === 'NOT_STARTED' && !requested) {
      await zipTranslatedFiles(http, jobRequestId, options.zipFileName, init);
      requested = true;
    } else if (status === 'FAILED') {
      if (retriesLeft <= 0) throw new FlowError('zipFailed', FLOW_MESSAGES.zipFailed);
      retriesLeft -= 1;
      await zipTranslatedFiles(http, jobRequestId, options.zipFileName, init);
    }
    if (clock.now() >= deadline) throw new FlowError('zipTimeout', FLOW_MESSAGES.zipFailed);
    await clock.sleep(ZIP_STATUS_POLL_INTERVAL_MS, options.signal);
  }
}
