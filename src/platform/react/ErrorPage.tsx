import type { ReactNode } from 'react';
import { COMMON_MESSAGES } from '../http/catalogue';
import { userFacingMessage } from '../http/userMessage';
import { OutcomePage } from '../../ui/page/OutcomePage';
import { useUiLocale } from '../../ui/uiLocale';

/**
 * Full-page error presentation (the kit's OutcomePage, tone error): a title, the user-facing message and a
 * way out. A page whose data failed
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
  // The catalogue's words are read in the active language: after a switch, again.
  useUiLocale();
  return (
    <OutcomePage
      tone="error"
      title={title}
      message={message ?? (error ? userFacingMessage(error) : COMMON_MESSAGES.tryLater)}
      onRetry={onRetry}
    >
      {children}
    </OutcomePage>
  );
}
