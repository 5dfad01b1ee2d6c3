import type { ReactNode, Ref } from 'react';

/** The one look of a page's title: a skeleton standing in for a title uses it too, so nothing moves. */
export const PAGE_HEADING_CLASSES = 'text-2xl font-semibold text-primary-800';

/**
 * A page's h1. The page kit is the only place that writes one (lint): every page is titled alike. Pass
 * `ref` with `tabIndex={-1}` for a title that receives focus when its step changes.
 */
export function PageHeading({
  id,
  ref,
  tabIndex,
  children,
}: {
  id?: string;
  ref?: Ref<HTMLHeadingElement>;
  tabIndex?: number;
  children: ReactNode;
}) {
  return (
    <h1 id={id} ref={ref} tabIndex={tabIndex} className={`${PAGE_HEADING_CLASSES} focus:outline-none`}>
      {children}
    </h1>
  );
}
