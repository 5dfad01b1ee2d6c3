import { userFacingMessage } from '../http/userMessage';

/** Inline error presentation: a message next to what failed, announced to screen readers. */
export function ErrorMessage({ error, className = '' }: { error: unknown; className?: string }) {
  if (!error) return null;
  return (
    <p role="alert" className={`rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}>
      {userFacingMessage(error)}
    </p>
  );
}
