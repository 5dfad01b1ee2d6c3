import { LoadFailed } from '../../ui/LoadFailed';
import { userFacingMessage } from '../http/userMessage';

/**
 * Inline error presentation: a message next to what failed, announced to screen readers. A failed load
 * passes `onRetry` (retryOf of its queries) and gets Try again beside the message.
 */
export function ErrorMessage({
  error,
  onRetry,
  className = '',
}: {
  error: unknown;
  onRetry?: () => unknown;
  className?: string;
}) {
  if (!error) return null;
  if (onRetry)
    return <LoadFailed message={userFacingMessage(error)} onRetry={onRetry} className={className} />;
  return (
    <p
      role="alert"
      className={`rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}
    >
      {userFacingMessage(error)}
    </p>
  );
}
