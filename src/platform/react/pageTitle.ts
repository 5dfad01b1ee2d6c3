// The tab title of every page, in one format: "<Page> · Language Services Portal".
import { useEffect } from 'react';

export const PORTAL_NAME = 'Language Services Portal';

export function pageTitle(page?: string): string {
  return page ? `${page} · ${PORTAL_NAME}` : PORTAL_NAME;
}

/** Sets the tab title while the page shows; undefined leaves it to another component (no change). */
export function usePageTitle(page: string | undefined): void {
  useEffect(() => {
    if (page !== undefined) document.title = pageTitle(page);
  }, [page]);
}
