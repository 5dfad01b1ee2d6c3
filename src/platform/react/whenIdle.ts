// Work the page does not need for its first screen, started once the main thread has nothing better to do.

/** Runs `task` once the browser is idle (at the latest after `timeoutMs`); returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  // No idle callbacks (Safari, jsdom): the next turn of the event loop, after the first render's work.
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}
