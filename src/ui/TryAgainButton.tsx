// A file of its own: the shell's route boundary (the page kit's OutcomePage) is in the signed-out home's
// first chunk, which needs this button and not the rest of LoadFailed.tsx.
import { useState } from 'react';
import { buttonClasses, type ButtonVariant } from './Button';
import { uiMessages } from './messages';
import { Spinner } from './Spinner';
import { useMessages } from './uiLocale';

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
  const t = useMessages(uiMessages);
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
      {t('ui.tryAgain')}
    </button>
  );
}
