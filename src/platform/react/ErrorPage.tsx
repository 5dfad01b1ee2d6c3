import type { ReactNode } from 'react';
import { TryAgainButton } from '../../ui/LoadFailed';
import { COMMON_MESSAGES } from '../http/catalogue';
import { userFacingMessage } from '../http/userMessage';

/**
 * Full-page error presentation: a title, the user-facing message and a way out. A page whose data failed
 * to load passes `onRetry` (retryOf of its queries): Try again comes first among the ways out.
 */
export function ErrorPage({
  title = COMMON_MESSAGES.oops,
  error,
  message,
  onRetry,
  children,
}: {
  title?: string;
  error?: unknown;
  message?: string;
  onRetry?: () => unknown;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="error-page-title" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 id="error-page-title" className="text-2xl font-semibold text-primary-800">
        {title}
      </h1>
      <p className="mt-4 text-slate-700">
        {message ?? (error ? userFacingMessage(error) : COMMON_MESSAGES.tryLater)}
      </p>
      {children || onRetry ? (
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          {onRetry ? <TryAgainButton onRetry={onRetry} /> : null}
          {children}
        </div>
      ) : null}
    </section>
  );
}
