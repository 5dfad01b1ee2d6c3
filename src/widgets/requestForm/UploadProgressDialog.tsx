// The blocking progress dialog of a submission (part 2 §2.3, §4.2): the bar and the words beside it say one
// figure, the flow's overall progress (the bytes uploaded, under 100 until every file is up).
// It cannot be dismissed mid-way.
import type { CreateRequestProgress } from '../../platform/flows/createRequest';
import { formatFileSize } from '../../platform/locale/fileSize';
import { Dialog } from '../../ui/Dialog';
import { ProgressBar } from '../../ui/ProgressBar';
import { useMessages } from '../../ui/uiLocale';
import { requestFormMessages, type RequestFormMessageId } from './messages';

const STAGE_TEXT: Record<CreateRequestProgress['stage'], RequestFormMessageId> = {
  creating: 'requestForm.creating',
  uploading: 'requestForm.uploading',
  registering: 'requestForm.registering',
  done: 'requestForm.done',
};

export function UploadProgressDialog({ progress }: { progress: CreateRequestProgress | undefined }) {
  const t = useMessages(requestFormMessages);
  const percent = progress?.overallPercent ?? 0;
  return (
    <Dialog
      open={!!progress}
      onClose={() => undefined}
      title={t('requestForm.submittingTitle')}
      role="alertdialog"
    >
      <div className="grid gap-3">
        <p className="text-sm text-slate-800" aria-live="polite">
          {progress ? t(STAGE_TEXT[progress.stage]) : ''}
        </p>
        <ProgressBar label={t('requestForm.submissionProgress')} percent={percent} />
        <p className="text-sm text-slate-700">
          {percent}%
          {progress && progress.total > 0
            ? ` · ${t('requestForm.loadedOf', { loaded: formatFileSize(progress.loaded), total: formatFileSize(progress.total) })}`
            : ''}
        </p>
      </div>
    </Dialog>
  );
}
