import {
  Description,
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, right-aligned under the content. */
  actions?: ReactNode;
  /** An alert dialog (e.g. the session warning) is announced as such. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/** A centred modal: focus moves in and stays there, Escape and the backdrop close it (headlessui). */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  role,
  className,
}: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} role={role} className="fixed inset-0 z-40">
      <DialogBackdrop className="fixed inset-0 bg-primary-900/50" />
      <div className="fixed inset-0 flex w-screen items-center justify-center p-4">
        <DialogPanel className={cx('w-full max-w-md rounded-lg bg-white p-6 shadow-xl', className)}>
          <DialogTitle className="text-lg font-semibold text-primary-800">{title}</DialogTitle>
          {description ? (
            <Description className="mt-2 text-sm text-slate-700">{description}</Description>
          ) : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {actions ? <div className="mt-6 flex flex-wrap justify-end gap-3">{actions}</div> : null}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
