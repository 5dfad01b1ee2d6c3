// "Are you sure?" for an action that runs on confirm (archive, delete, sign out everywhere): the confirm
// button is busy while the action runs, a failure is shown inside and the dialog stays open for a retry;
// it closes on success. Cancel and Escape close it, except while the action runs.
import { useState, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel: string;
  variant?: 'primary' | 'danger';
  onConfirm: () => Promise<unknown> | unknown;
  /** The text of a failure: the platform's userFacingMessage (src/ui does not import the platform's http). */
  formatError: (error: unknown) => string;
}

export function ConfirmDialog({
  open,
  onClose,
  title,
  text,
  confirmLabel,
  busyLabel,
  cancelLabel,
  variant = 'primary',
  onConfirm,
  formatError,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(formatError(error));
      setBusy(false);
      return;
    }
    setBusy(false);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={text}
      footer={failure ? <Alert kind="error">{failure}</Alert> : undefined}
      actions={
        <>
          <Button variant="outline" disabled={busy} onClick={close}>
            {cancelLabel}
          </Button>
          <Button variant={variant} busy={busy} onClick={() => void confirm()}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    />
  );
}
