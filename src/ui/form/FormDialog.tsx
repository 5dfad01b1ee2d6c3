// A form in a centred dialog: title, scrolling body, fixed footer with FormActions. Escape, the backdrop
// and Cancel close it (not while submitting); focus is trapped and returns to the opener (headlessui).
// The form wraps the dialog, so values survive a failed submit and a close/reopen.
import type { ReactNode } from 'react';
import { Dialog, type DialogSize } from '../Dialog';
import { FormActions } from './FormActions';
import { FormElement } from './FormElement';
import { OverlayForm, type OverlayFormProps } from './OverlayForm';

export interface FormDialogProps<V extends object> extends OverlayFormProps<V> {
  description?: ReactNode;
  size?: DialogSize;
}

export function FormDialog<V extends object>({
  title,
  description,
  size = 'md',
  submitLabel,
  busyLabel,
  cancelLabel,
  variant,
  submitDisabled,
  children,
  ...form
}: FormDialogProps<V>) {
  return (
    <OverlayForm<V>
      {...form}
      render={(formId, close) => (
        <Dialog
          open={form.open}
          onClose={close}
          title={title}
          description={description}
          size={size}
          footer={
            <FormActions
              formId={formId}
              submitLabel={submitLabel}
              busyLabel={busyLabel}
              cancelLabel={cancelLabel}
              onCancel={close}
              variant={variant}
              submitDisabled={submitDisabled}
            />
          }
        >
          <FormElement id={formId} className="grid gap-4">
            {children}
          </FormElement>
        </Dialog>
      )}
    />
  );
}
