// The phone bar of the e2e suite: the page itself never scrolls sideways. Wide content (a table) scrolls in
// a box of its own; the document and the body are never wider than the window's layout width.
import { expect, type Page } from '@playwright/test';

interface Widths {
  document: number;
  body: number;
  /** The window's width without its vertical scrollbar: what the page may fill. */
  window: number;
  /** The outermost elements that stick out past the window's right edge, not inside a scroll box. */
  stickingOut: string[];
}

function measure(): Widths {
  const root = document.documentElement;
  const limit = Math.min(window.innerWidth, root.clientWidth);
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
      typeof el.className === 'string' && el.className
        ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}`
        : ''
    } (right ${Math.round(el.getBoundingClientRect().right)})`;
  // Inside a box that clips or scrolls sideways, an element sticking out is that box's business, not the
  // page's; unless it is positioned against something outside that box (an absolute element clips only in
  // a positioned box), when it widens the page all the same.
  const clipped = (node: Node) => {
    let position = node instanceof Element ? getComputedStyle(node).position : 'static';
    for (let parent = node.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      const containing =
        position === 'absolute'
          ? style.position !== 'static'
          : position === 'fixed'
            ? style.transform !== 'none'
            : true;
      if (!containing) continue;
      if (style.overflowX !== 'visible') return true;
      position = style.position === 'absolute' || style.position === 'fixed' ? style.position : 'static';
    }
    return false;
  };
  const out = new Set(
    [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > limit + 0.5 && !clipped(el),
    ),
  );
  const outermost = [...out].filter((el) => !el.parentElement || !out.has(el.parentElement));
  // Text that does not wrap (a long word, nowrap) runs out of a box that itself fits.
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node && texts.length < 5; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || out.has(parent) || clipped(node)) continue;
    range.selectNodeContents(node);
    const right = range.getBoundingClientRect().right;
    if (right > limit + 0.5)
      texts.push(
        `text "${node.textContent.trim().slice(0, 40)}" in ${name(parent)} (right ${Math.round(right)})`,
      );
  }
  return {
    document: root.scrollWidth,
    body: document.body.scrollWidth,
    window: limit,
    stickingOut: [...outermost.slice(0, 5).map(name), ...texts],
  };
}

/**
 * Soft: a test visiting many screens reports every screen that scrolls sideways, not just the first one.
 * The message names what sticks out, so a failure says where to look.
 */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const widths = await page.evaluate(measure);
  const message = `${what} scrolls sideways at ${widths.window} px: ${widths.stickingOut.join(', ') || '(nothing measurable)'}`;
  expect.soft(Math.max(widths.document, widths.body), message).toBeLessThanOrEqual(widths.window);
}
