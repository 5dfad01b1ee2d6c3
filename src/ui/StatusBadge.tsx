import { statusGroupColour, statusGroupOf, type StatusColour } from '../platform/domain/jobRequestStatus';
import { requestStatusLabel, type RequestListKind } from '../platform/domain/requestStatusLabel';
import { cx } from './cx';

// Dark text on a light tint keeps every colour above 4.5:1 contrast.
const COLOURS: Record<StatusColour, string> = {
  green: 'bg-green-100 text-green-900 ring-green-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  grey: 'bg-slate-100 text-slate-800 ring-slate-300',
  blue: 'bg-primary-50 text-primary-800 ring-primary-200',
};

/**
 * A job request's status (part 2 §4.1), label and colour from platform rules: a machine translation list
 * shows the user-facing group ('Processing', 'Submitted to Human Expert', ...); any other list the
 * procurement labels ('Quote is ready for review', 'Estimating' for a quote request, ...). The colour is
 * the group's either way: green completed and submitted, red failed, grey archived, blue otherwise.
 */
export function StatusBadge({
  status,
  requestType,
  list = 'machineTranslation',
  className,
}: {
  status: string | null | undefined;
  requestType?: string | null;
  list?: RequestListKind;
  className?: string;
}) {
  const label = requestStatusLabel({ status, requestType }, list);
  const colour = statusGroupColour(statusGroupOf(status));
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
