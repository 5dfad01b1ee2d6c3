import type { ReactNode } from 'react';
import { TryAgainButton } from './TryAgainButton';

/**
 * The look of a full-page error or refusal: a title, a message and the ways out, Try again first when the
 * page can load again. ErrorPage (platform/react) fills it from an error; the shell's route boundary, which
 * stays in the initial chunk, fills it from the catalogue without the error-to-text machinery; the
 * restricted page with its reason.
 */
export function ErrorView({
  title,
  message,
  onRetry,
  children,
}: {
  title: string;
  message: string;
  onRetry?: () => unknown;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="error-page-title" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 id="error-page-title" className="text-2xl font-semibold text-primary-800">
        {title}
      </h1>
      <p className="mt-4 text-slate-700">{message}</p>
      {children || onRetry ? (
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          {onRetry ? <TryAgainButton onRetry={onRetry} /> : null}
          {children}
        </div>
      ) : null}
    </section>
  );
}
