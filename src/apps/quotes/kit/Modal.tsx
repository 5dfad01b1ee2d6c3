import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

/**
 * A headlessui dialog with the tool's look: focus is trapped inside, Escape and the backdrop close it and
 * focus returns to the opener. The body scrolls between a fixed title and footer, so it fits a 375 px phone.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  bodyLabel,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Stays in view under the scrolling body: actions and the submit error of a long form on a phone. */
  footer?: ReactNode;
  size?: 'md' | 'lg';
  /**
   * Names the body when it holds only text that may scroll (nothing focusable inside): it then becomes a
   * focusable region, so a keyboard user can scroll it (axe: scrollable-region-focusable).
   */
  bodyLabel?: string;
}) {
  const width = size === 'lg' ? 'max-w-3xl' : 'max-w-lg';
  return (
    // The dialog element itself covers the screen: headlessui puts role="dialog" on it, so it must have a
    // box for visibility checks (and screen magnifiers) to find it.
    <Dialog
      open={open}
      onClose={onClose}
      className="fixed inset-0 z-50 flex w-screen items-center justify-center p-2 sm:p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <DialogPanel
        className={`relative flex max-h-[calc(100dvh-1rem)] w-full ${width} flex-col rounded-lg bg-white shadow-xl`}
      >
        <DialogTitle
          as="h2"
          className="border-b border-slate-200 px-4 py-3 text-lg font-semibold text-primary-800 sm:px-6"
        >
          {title}
        </DialogTitle>
        <div
          className="overflow-y-auto px-4 py-4 focus-visible:outline-2 focus-visible:outline-primary-600 sm:px-6"
          {...(bodyLabel ? { role: 'region', 'aria-label': bodyLabel, tabIndex: 0 } : {})}
        >
          {children}
        </div>
        {footer ? (
          <div className="grid gap-3 border-t border-slate-200 px-4 py-3 sm:px-6">{footer}</div>
        ) : null}
      </DialogPanel>
    </Dialog>
  );
}
