// The blocking progress dialog of a submission (part 2 §2.3, §4.2): uploaded bytes over the bytes of all
// files, 95 % while the create call runs and 100 % once created. It cannot be dismissed mid-way.
import type { CreateRequestProgress } from '../../platform/flows/createRequest';
import { Dialog } from '../../ui/Dialog';
import { ProgressBar } from '../../ui/ProgressBar';

const STAGE_TEXT: Record<CreateRequestProgress['stage'], string> = {
  creating: 'Creating your request…',
  uploading: 'Uploading files…',
  registering: 'Registering the files…',
  done: 'Done',
};

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}

/** The bar's figure: the create call's 95 until it answers, then the upload's share of the bytes. */
export function progressPercent(progress: CreateRequestProgress): number {
  if (progress.stage === 'creating') return progress.overallPercent;
  if (progress.stage === 'done') return 100;
  return progress.uploadPercent;
}

export function UploadProgressDialog({ progress }: { progress: CreateRequestProgress | undefined }) {
  const percent = progress ? progressPercent(progress) : 0;
  return (
    <Dialog open={!!progress} onClose={() => undefined} title="Submitting your request" role="alertdialog">
      <div className="grid gap-3">
        <p className="text-sm text-slate-800" aria-live="polite">
          {progress ? STAGE_TEXT[progress.stage] : ''}
        </p>
        <ProgressBar label="Submission progress" percent={percent} />
        <p className="text-sm text-slate-700">
          {percent}%{progress && progress.total > 0 ? ` · ${megabytes(progress.loaded)} of ${megabytes(progress.total)}` : ''}
        </p>
      </div>
    </Dialog>
  );
}
