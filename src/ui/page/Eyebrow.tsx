import type { ReactNode } from 'react';

/** The short line above a page's title that says where the page belongs (its tool, "404"). */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className="text-sm font-semibold tracking-wide text-secondary-700 uppercase">{children}</p>;
}
