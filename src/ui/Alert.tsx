import type { ReactNode } from 'react';
import { cx } from './cx';

export type AlertKind = 'error' | 'warning' | 'info' | 'success';

const STYLES: Record<AlertKind, string> = {
  error: 'border-red-200 bg-red-50 text-red-900',
  warning: 'border-secondary-200 bg-secondary-50 text-secondary-700',
  info: 'border-primary-200 bg-primary-50 text-primary-900',
  success: 'border-green-200 bg-green-50 text-green-900',
};

/** A boxed message; errors are announced at once (role alert), the rest politely. */
export function Alert({
  kind = 'info',
  title,
  children,
  className,
}: {
  kind?: AlertKind;
  title?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={cx('rounded-md border px-4 py-3 text-sm', STYLES[kind], className)}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1' : undefined}>{children}</div> : null}
    </div>
  );
}
