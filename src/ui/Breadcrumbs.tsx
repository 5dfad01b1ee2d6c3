import type { ComponentType, ReactNode } from 'react';
import { pageMessages } from './page/messages';
import { useMessages } from './uiLocale';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  href?: string;
}

type LinkComponent = ComponentType<{ href: string; className?: string; children?: ReactNode }>;

/**
 * A breadcrumb trail. `link` renders the links (pass the router's Link for in-app navigation; a plain
 * anchor by default), so this block stays free of routing.
 */
export function Breadcrumbs({
  items,
  link: LinkAs = 'a' as unknown as LinkComponent,
}: {
  items: readonly Crumb[];
  link?: LinkComponent;
}) {
  const t = useMessages(pageMessages);
  return (
    <nav aria-label={t('page.breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.href ? (
              <LinkAs href={item.href} className="text-primary-700 underline-offset-2 hover:underline">
                {item.label}
              </LinkAs>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
