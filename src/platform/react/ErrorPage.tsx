import type { ReactNode } from 'react';
import { ErrorView } from '../../ui/ErrorView';
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
    <ErrorView
      title={title}
      message={message ?? (error ? userFacingMessage(error) : COMMON_MESSAGES.tryLater)}
      onRetry={onRetry}
    >
      {children}
    </ErrorView>
  );
}
