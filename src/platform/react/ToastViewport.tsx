import { dismissToast, useToasts, type ToastKind } from './toasts';

const STYLES: Record<ToastKind, string> = {
  error: 'border-red-300 bg-red-50 text-red-900',
  success: 'border-green-300 bg-green-50 text-green-900',
  info: 'border-primary-200 bg-white text-primary-900',
};

/**
 * Renders the platform's toasts; errors are assertive for screen readers, the rest polite. `dismissLabel`
 * names each one's close button, in the reader's language.
 */
export function ToastViewport({ dismissLabel }: { dismissLabel: string }) {
  const toasts = useToasts();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 sm:items-end">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border px-4 py-3 shadow-lg ${STYLES[toast.kind]}`}
        >
          <p className="flex-1 text-sm">{toast.message}</p>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            className="rounded text-sm font-medium underline-offset-2 hover:underline"
            aria-label={dismissLabel}
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}
