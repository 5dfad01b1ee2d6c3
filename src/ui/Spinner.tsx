import { cx } from './cx';
import { uiMessages } from './messages';
import { useMessages } from './uiLocale';

const SIZES = { sm: 'h-4 w-4', md: 'h-6 w-6', lg: 'h-10 w-10' } as const;

/**
 * A spinning ring, still for a user who asks the system for reduced motion. With a label it announces itself
 * as a status; `decorative` hides it from assistive technology when the surrounding control already says
 * what is happening.
 */
export function Spinner({
  size = 'md',
  label,
  decorative = false,
  className,
}: {
  size?: keyof typeof SIZES;
  label?: string;
  decorative?: boolean;
  className?: string;
}) {
  const t = useMessages(uiMessages);
  const ring = (
    <svg
      className={cx('motion-safe:animate-spin', SIZES[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return ring;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {ring}
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}

/** A centred spinner with visible text, for a page or a panel that is loading. */
export function LoadingBlock({ label }: { label?: string }) {
  const t = useMessages(uiMessages);
  return (
    <div role="status" className="flex min-h-48 flex-col items-center justify-center gap-3 text-primary-700">
      <Spinner size="lg" decorative />
      <p className="text-sm text-slate-600">{label ?? t('ui.loadingBlock')}</p>
    </div>
  );
}
