import type { ReactNode } from 'react';
import { Eyebrow } from './Eyebrow';
import { pageFrameClasses, type PagePadding, type PageWidth } from './pageFrame';
import { PageHeading } from './PageHeading';

/**
 * A page of the portal: its column, then breadcrumbs, the title (with the line above it, a description
 * under it and the page's actions beside it) and the content, one block under the other. A page whose
 * title sits inside its content (a card, a request's header) leaves `title` out and puts a PageHeading
 * there.
 */
export function Page({
  width = 'default',
  padding = 'default',
  breadcrumbs,
  eyebrow,
  title,
  description,
  actions,
  children,
}: {
  width?: PageWidth;
  padding?: PagePadding;
  /** A Breadcrumbs trail, above everything else. */
  breadcrumbs?: ReactNode;
  eyebrow?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const header =
    title !== undefined || eyebrow !== undefined ? (
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0 space-y-1">
          {eyebrow !== undefined ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          {title !== undefined ? <PageHeading>{title}</PageHeading> : null}
          {description !== undefined ? <p className="text-slate-700">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
      </div>
    ) : null;
  return (
    <div className={pageFrameClasses(width, padding, 'space-y-6')}>
      {breadcrumbs}
      {header}
      {children}
    </div>
  );
}
