import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to the heading of a step that replaced another in place (a sign-up phase, a panel's next step,
 * a dialog's setup): the control that was pressed went away with the old step, and focus would otherwise
 * fall to <body>, sending keyboard and screen-reader users back to the top of the page. Not on the first
 * render: an opening page or dialog places focus by its own rules.
 *
 * `step` names what shows (compared with Object.is); give the returned ref to the step's heading, with
 * tabIndex={-1} so a script can focus it without adding it to the tab order.
 */
export function useStepHeadingFocus<T extends HTMLElement = HTMLHeadingElement>(
  step: unknown,
): RefObject<T | null> {
  const heading = useRef<T>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (Object.is(shown.current, step)) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}
