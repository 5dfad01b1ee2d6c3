// A form in a centred dialog: title, scrolling body, fixed footer with FormActions. Escape, the backdrop
// and Cancel close it (not while submitting); focus is trapped and returns to the opener (headlessui).
// The form wraps the dialog, so values survive a failed submit and a close/reopen.
import type { ReactNode } from 'react';
import { Dialog, type DialogSize } from '../Dialog';
import { OverlayForm, type OverlayFormProps } from './OverlayForm';

export interface FormDialogProps<V extends object> extends OverlayFormProps<V> {
  description?: ReactNode;
  size?: DialogSize;
}

export function FormDialog<V extends object>({
  title,
  description,
  size = 'md',
  ...form
}: FormDialogProps<V>) {
  return (
    <OverlayForm<V>
      {...form}
      render={({ close, body, footer }) => (
        <Dialog
          open={form.open}
          onClose={close}
          title={title}
          description={description}
          size={size}
          footer={footer}
        >
          {body}
        </Dialog>
      )}
    />
  );
}
