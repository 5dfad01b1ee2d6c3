// The one way a button that is not a form's submit runs async work (download, open, accept, reset): busy
// while it runs, the failure kept for the view to show (or handed to onError: a toast, a log), and no state
// set after the view is gone. A form's submit has its own (react-final-form's submitting, submitErrors).
import { useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncAction<A extends unknown[], R> {
  /** Runs the action; resolves with its result, or undefined after a failure (never rejects). */
  run: (...args: A) => Promise<R | undefined>;
  busy: boolean;
  /** The last run's failure (undefined while running and after a success); unset when onError takes it. */
  error: unknown;
  /** Forgets the last failure (a dialog that closes). */
  reset: () => void;
}

export interface AsyncActionOptions {
  /** Takes each failure instead of `error` (a toast, a console line and a fixed text). */
  onError?: (error: unknown) => void;
}

export function useAsyncAction<A extends unknown[], R>(
  action: (...args: A) => Promise<R> | R,
  options: AsyncActionOptions = {},
): AsyncAction<A, R> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  // The latest action and options, so `run` keeps one identity while they close over new props.
  const latest = useRef({ action, options });
  latest.current = { action, options };
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    setBusy(true);
    setError(undefined);
    try {
      return await latest.current.action(...args);
    } catch (failure) {
      const { onError } = latest.current.options;
      if (onError) onError(failure);
      else if (mounted.current) setError(failure);
      return undefined;
    } finally {
      if (mounted.current) setBusy(false);
    }
  }, []);

  const reset = useCallback(() => setError(undefined), []);
  return { run, busy, error, reset };
}
