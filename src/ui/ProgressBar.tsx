// A determinate progress bar (uploads, submissions): an accessible progressbar from 0 to 100.
import { cx } from './cx';

export function ProgressBar({
  label,
  percent,
  className,
}: {
  label: string;
  percent: number;
  className?: string;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
      className={cx('h-3 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className="bg-primary-600 h-full transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}
