import { statusPresentation, type StatusColour } from '../platform/domain/jobRequestStatus';
import { cx } from './cx';

// Dark text on a light tint keeps every colour above 4.5:1 contrast.
const COLOURS: Record<StatusColour, string> = {
  green: 'bg-green-100 text-green-900 ring-green-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  grey: 'bg-slate-100 text-slate-800 ring-slate-300',
  blue: 'bg-primary-50 text-primary-800 ring-primary-200',
};

/** A job request's status as its user-facing group (part 2 §4.1): the label and colour come from the platform. */
export function StatusBadge({
  status,
  className,
}: {
  status: string | null | undefined;
  className?: string;
}) {
  const { label, colour } = statusPresentation(status);
  return (
    <span
      data-colour={colour}
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        COLOURS[colour],
        className,
      )}
    >
      {label}
    </span>
  );
}
