import { useState, type ReactNode } from 'react';
import { buttonClasses, type ButtonVariant } from './Button';
import { cx } from './cx';
import { Spinner } from './Spinner';

export const TRY_AGAIN = 'Try again';

/**
 * The Try again of a failed load: runs `onRetry` (a new request) and shows it is running until its promise
 * settles. It stays focusable meanwhile (aria-disabled, not disabled): a disabled button drops focus to the
 * page, and a retry that fails again leaves the keyboard user where they were.
 */
export function TryAgainButton({
  onRetry,
  variant = 'primary',
}: {
  onRetry: () => unknown;
  variant?: ButtonVariant;
}) {
  const [pending, setPending] = useState(false);
  const retry = () => {
    if (pending) return;
    setPending(true);
    void Promise.resolve()
      .then(onRetry)
      .catch(() => undefined)
      .finally(() => setPending(false));
  };
  return (
    <button
      type="button"
      className={buttonClasses(variant, 'md')}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={retry}
    >
      {pending ? <Spinner size="sm" decorative /> : null}
      {TRY_AGAIN}
    </button>
  );
}

/**
 * What a block shows when its data failed to load: the message (announced at once) and, where asking
 * again can help, Try again.
 */
export function LoadFailed({
  message,
  onRetry,
  className,
}: {
  message: ReactNode;
  onRetry?: () => unknown;
  className?: string;
}) {
  return (
    <div
      className={cx(
        'flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm',
        className,
      )}
    >
      <p role="alert" className="min-w-[12rem] flex-1 text-red-800">
        {message}
      </p>
      {onRetry ? <TryAgainButton onRetry={onRetry} variant="outline" /> : null}
    </div>
  );
}
