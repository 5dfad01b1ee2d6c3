// The tab title of every page, in one format: "<Page> · Language Services Portal", and for a page inside a
// tool that is not the tool's own front page (a request, a tab), "<Page> · <Tool> · Language Services Portal".
import { useEffect, useLayoutEffect } from 'react';

export const PORTAL_NAME = 'Language Services Portal';

/** The title of a page, optionally inside a tool; no page is the site's name alone. */
export function pageTitle(page?: string, tool?: string): string {
  return [page, page ? tool : undefined, PORTAL_NAME].filter(Boolean).join(' · ');
}

/** Sets the tab title while the page shows; undefined leaves it to another component (no change). */
export function usePageTitle(page: string | undefined, tool?: string): void {
  useEffect(() => {
    if (page !== undefined) document.title = pageTitle(page, tool);
  }, [page, tool]);
}

/**
 * The title of a frame around pages (the shell's tool route names the page by its tool while the tool's
 * code loads). Set before the pages inside: effects run children first, so a plain effect here would
 * overwrite the title a page already inside (its code and data cached) had just set for itself.
 */
export function usePageTitleFallback(page: string | undefined): void {
  useLayoutEffect(() => {
    if (page !== undefined) document.title = pageTitle(page);
  }, [page]);
}
