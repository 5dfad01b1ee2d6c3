import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

/** A white panel with a border; the base of tiles, forms and summaries. */
export function Card({
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { children?: ReactNode }) {
  return (
    <div className={cx('rounded-lg border border-slate-200 bg-white shadow-sm', className)} {...rest}>
      {children}
    </div>
  );
}
