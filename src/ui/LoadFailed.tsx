import type { ReactNode } from 'react';
import { cx } from './cx';
import { TryAgainButton } from './TryAgainButton';

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
