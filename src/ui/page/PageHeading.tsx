import type { ReactNode } from 'react';

/** The one look of a page's title: a skeleton standing in for a title uses it too, so nothing moves. */
export const PAGE_HEADING_CLASSES = 'text-2xl font-semibold text-primary-800';

/**
 * A page's h1. The page kit is the only place that writes one (lint): every page is titled alike. A page
 * change focuses it (the shell's pageChange), so it draws no focus outline of its own.
 */
export function PageHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h1 id={id} className={`${PAGE_HEADING_CLASSES} focus:outline-none`}>
      {children}
    </h1>
  );
}
