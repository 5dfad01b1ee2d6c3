// What a page change without a page load owes the user: the new page starts at its top, like a loaded page
// (Back and Forward excepted: the browser restores where that page was left), focus is on the new page (not
// left on <body> or on the link that went away), and the document's language follows the variant. A step
// that replaces the page's content where the address stays (useNewPageOn) is a page change too.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocale } from '../../platform/react/locale';
import { useNewPageCount } from '../../platform/react/newPage';
import { directionOf } from '../../platform/i18n/locales';
import { afterNextPaint } from '../../ui/afterNextPaint';
import { useUiLocale } from '../../ui/uiLocale';

/**
 * Whether the page change to come is Back or Forward: the browser fires popstate (having restored that
 * entry's scroll position) before the router renders the page it went back to. Listened to from the start,
 * as the router does; the shell runs in a browser only.
 */
let traversed = false;
window.addEventListener('popstate', () => (traversed = true));

/**
 * After a client-side navigation (the path below the branch segment changed) or a step that replaced the
 * page (useNewPageOn): scrolls to the top unless the change was a history traversal, and moves focus to the
 * new page's main heading, or to `<main>` (tabIndex -1) until that heading has rendered. Never on the first
 * load, which starts at the top of the document like any page; and never away from a control inside the
 * page that the page focused itself.
 *
 * Focus never scrolls (preventScroll): `<main>` is at least a screen tall, so focusing it while a lazy page
 * loaded scrolled its top to the top of the window, the header off screen; and on Back it would undo the
 * position the browser restored.
 *
 * Focus moves once the new page has been drawn (afterNextPaint): focusing needs the page laid out, and in
 * the commit that brought the page that is its first layout, forced inside the commit's own task (the AI
 * Translation page's redirect to its first tab was the longest task of its load on a phone).
 */
export function useFocusOnPageChange(mainRef: RefObject<HTMLElement | null>): void {
  const { path } = useLocale();
  const steps = useNewPageCount();
  const shown = useRef({ path, steps });
  useEffect(() => {
    const pathChanged = shown.current.path !== path;
    if (!pathChanged && shown.current.steps === steps) return;
    shown.current = { path, steps };
    // wouter pushes or replaces the entry without touching the scroll position: the old page's would stay.
    // A step replacing the page is never a traversal.
    if (!pathChanged || !traversed) window.scrollTo(0, 0);
    if (pathChanged) traversed = false;
    const main = mainRef.current;
    if (!main) return;
    const active = document.activeElement;
    if (active && active !== main && main.contains(active)) return;
    let stop = afterNextPaint(() => {
      // Focus moved while the page was drawn (the page focused a control of its own, or the user moved on):
      // it stays there. A link the page change removed leaves focus on <body>.
      const now = document.activeElement;
      if (now === active || now === document.body) stop = focusHeadingOf(main);
    });
    return () => stop();
  }, [path, steps, mainRef]);
}

const STILL = { preventScroll: true };

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  // Focusable by script only: the heading does not join the tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus(STILL);
  return true;
}

/**
 * Focuses the heading now, or <main> and then the heading once it renders (a lazy page); returns a stop.
 * No time limit: on a slow network or phone the page's code may take seconds, and focus waiting on <main>
 * loses nothing. The watch ends with the heading, when focus leaves <main>, or at the next page change.
 */
function focusHeadingOf(main: HTMLElement): () => void {
  if (focusHeading(main)) return () => undefined;
  main.focus(STILL);
  const observer = new MutationObserver(() => {
    // The user moved on (or the page focused something of its own): leave focus where it is.
    if (document.activeElement !== main || focusHeading(main)) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * `<html lang>` and `dir` follow the interface language; English follows the variant: British English under
 * 'uk'/'en-gb', American English otherwise. Set before the browser styles what the render put on the page:
 * a new language restyles every element (the `:lang()` pseudo-class, the text's locale), and set after the
 * first paint, as an effect did, it made a second full style and layout pass of the page while it loaded.
 */
export function useDocumentLanguage(): void {
  const { variant } = useLocale();
  const locale = useUiLocale();
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.lang = locale === 'en' ? (variant === 'UK' ? 'en-GB' : 'en-US') : locale;
    html.dir = directionOf(locale);
  }, [variant, locale]);
}
