/**
 * Runs `callback` once the browser has drawn the next frame; returns a cancel. What reads the layout (focus,
 * a measurement) finds the page laid out by then: done in the commit that brought a new page, it forces
 * that page's first layout inside the commit's own task, which on a phone blocks input for tens of ms more.
 */
export function afterNextPaint(callback: () => void): () => void {
  let cancelled = false;
  // A frame's callback runs before that frame's layout and paint; a task queued from it runs after them.
  requestAnimationFrame(() => setTimeout(() => cancelled || callback()));
  return () => {
    cancelled = true;
  };
}
