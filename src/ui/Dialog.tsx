import {
  Description,
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { useReturnFocus } from './useReturnFocus';

export type DialogSize = 'sm' | 'md' | 'lg';

const WIDTHS: Record<DialogSize, string> = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-3xl' };

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, right-aligned in the footer. */
  actions?: ReactNode;
  /** Anything else that must stay in view under the scrolling body (a form's submit error and buttons). */
  footer?: ReactNode;
  /** An alert dialog (e.g. the session warning) is announced as such. */
  role?: 'dialog' | 'alertdialog';
  size?: DialogSize;
  className?: string;
  /**
   * Names the body when it holds only text that may scroll (nothing focusable inside, e.g. terms): it then
   * becomes a focusable region, so a keyboard user can scroll it (axe: scrollable-region-focusable).
   */
  bodyLabel?: string;
}

/**
 * A centred modal (headlessui): focus moves in and stays there, Escape and the backdrop close it, focus
 * returns to the opener. The body scrolls between a fixed title and footer, so a long form fits a 375 px
 * phone with its buttons in view.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  footer,
  role,
  size = 'sm',
  className,
  bodyLabel,
}: DialogProps) {
  useReturnFocus(open);
  return (
    // The dialog element itself covers the screen: headlessui puts role="dialog" on it, so it must have a
    // box for visibility checks (and screen magnifiers) to find it.
    <HeadlessDialog
      open={open}
      onClose={onClose}
      role={role}
      className="fixed inset-0 z-50 flex w-screen items-center justify-center p-2 sm:p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-primary-900/50" />
      <DialogPanel
        className={cx(
          'relative flex max-h-[calc(100dvh-1rem)] w-full flex-col rounded-lg bg-white shadow-xl',
          WIDTHS[size],
          className,
        )}
      >
        <DialogTitle
          as="h2"
          className="border-b border-slate-200 px-4 py-3 text-lg font-semibold text-primary-800 sm:px-6"
        >
          {title}
        </DialogTitle>
        {description || children ? (
          <div
            className="overflow-y-auto px-4 py-4 focus-visible:outline-2 focus-visible:outline-primary-600 sm:px-6"
            {...(bodyLabel ? { role: 'region', 'aria-label': bodyLabel, tabIndex: 0 } : {})}
          >
            {description ? <Description className="text-sm text-slate-700">{description}</Description> : null}
            {children ? <div className={description ? 'mt-4' : undefined}>{children}</div> : null}
          </div>
        ) : null}
        {footer || actions ? (
          <div className="grid gap-3 border-t border-slate-200 px-4 py-3 sm:px-6">
            {footer}
            {actions ? <div className="flex flex-wrap justify-end gap-3">{actions}</div> : null}
          </div>
        ) : null}
      </DialogPanel>
    </HeadlessDialog>
  );
}
