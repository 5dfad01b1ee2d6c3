// What a screen reader or keyboard user needs when the page changes without a page load: focus on the new
// page (not left on <body> or on the link that went away) and the document's language for the variant.
import { useEffect, useRef, type RefObject } from 'react';
import { useLocale } from '../../platform/react/locale';

/**
 * After a client-side navigation (the path below the branch segment changed), moves focus to the new
 * page's main heading, or to `<main>` (tabIndex -1) until that heading has rendered. Never on the first load,
 * which starts at the top of the document like any page; and never away from a control inside the page
 * that the page focused itself.
 */
export function useFocusOnPageChange(mainRef: RefObject<HTMLElement | null>): void {
  const { path } = useLocale();
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    const main = mainRef.current;
    if (!main) return;
    const active = document.activeElement;
    if (active && active !== main && main.contains(active)) return;
    return focusHeadingOf(main);
  }, [path, mainRef]);
}

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  // Focusable by script only: the heading does not join the tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/**
 * Focuses the heading now, or <main> and then the heading once it renders (a lazy page); returns a stop.
 * No time limit: on a slow network or phone the page's code may take seconds, and focus waiting on <main>
 * loses nothing. The watch ends with the heading, when focus leaves <main>, or at the next page change.
 */
function focusHeadingOf(main: HTMLElement): () => void {
  if (focusHeading(main)) return () => undefined;
  main.focus();
  const observer = new MutationObserver(() => {
    // The user moved on (or the page focused something of its own): leave focus where it is.
    if (document.activeElement !== main || focusHeading(main)) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** `<html lang>` follows the variant: British English under 'uk'/'en-gb', American English otherwise. */
export function useDocumentLanguage(): void {
  const { variant } = useLocale();
  useEffect(() => {
    document.documentElement.lang = variant === 'UK' ? 'en-GB' : 'en-US';
  }, [variant]);
}
