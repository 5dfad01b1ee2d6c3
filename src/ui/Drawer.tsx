import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { uiMessages } from './messages';
import { useMessages } from './uiLocale';
import { useReturnFocus } from './useReturnFocus';

/** 'md' a narrow panel (account settings); 'half' full width on small screens, half of it on large ones. */
export type DrawerSize = 'md' | 'half';

const WIDTHS: Record<DrawerSize, string> = { md: 'max-w-md', half: 'lg:max-w-[50vw]' };

/**
 * A right-hand panel over the page: a modal dialog with focus kept inside and returned to the opener,
 * closed by Escape, the backdrop or its close button. The body scrolls; the footer stays in view.
 */
export function Drawer({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  footer?: ReactNode;
  size?: DrawerSize;
}) {
  const t = useMessages(uiMessages);
  useReturnFocus(open);
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-40">
      <DialogBackdrop className="fixed inset-0 bg-primary-900/40" />
      <div className={cx('fixed inset-y-0 end-0 flex w-full', WIDTHS[size])}>
        <DialogPanel className="flex h-full w-full flex-col bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <DialogTitle className="text-lg font-semibold text-primary-800">{title}</DialogTitle>
            <CloseButton
              className="rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              aria-label={t('ui.close')}
              // A drawer that only shows content starts on its close button (headlessui otherwise leaves focus
              // where a menu that opened it put it back); a form drawer (with a footer) lets its fields choose.
              autoFocus={!footer}
            >
              <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="currentColor">
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
              </svg>
            </CloseButton>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? <div className="grid gap-3 border-t border-slate-200 px-5 py-3">{footer}</div> : null}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
