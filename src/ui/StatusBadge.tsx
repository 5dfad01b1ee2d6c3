import { requestStatusLabel, type RequestListKind } from '../platform/domain/requestStatusLabel';
import { statusTone, type StatusTone } from '../platform/domain/statusTone';
import { cx } from './cx';

// Dark text (800/900) on a light tint or white keeps every tone above 7:1 contrast; the label always says
// the status in words. Work with a human expert is the finished green's cooler teal, handed over but not
// yet taken the same teal outlined; an expired quote is a dashed grey outline beside archived's grey fill.
const TONES: Record<StatusTone, string> = {
  completed: 'bg-green-100 text-green-900 ring-green-300',
  withExpert: 'bg-teal-100 text-teal-900 ring-teal-300',
  handingOver: 'bg-white text-teal-900 ring-teal-500',
  inProgress: 'bg-primary-50 text-primary-800 ring-primary-200',
  awaitingClient: 'bg-amber-100 text-amber-900 ring-amber-400',
  accepted: 'bg-teal-100 text-teal-900 ring-teal-300',
  declined: 'bg-violet-100 text-violet-900 ring-violet-300',
  expired: 'bg-white text-slate-800 ring-transparent border border-dashed border-slate-500',
  failed: 'bg-red-100 text-red-900 ring-red-300',
  archived: 'bg-slate-200 text-slate-800 ring-slate-300',
  unknown: 'bg-white text-slate-900 ring-slate-400',
};

/**
 * A job request's status (part 2 §4.1), label and tone from platform rules: a machine translation list
 * shows the user-facing group ('Processing', 'Submitted to Human Expert', ...); any other list the
 * procurement labels ('Quote is ready for review', 'Estimating' for a quote request, ...), each label
 * with a tone of its own (statusTone).
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
  const tone = statusTone({ status, requestType }, list);
  return (
    <span
      data-tone={tone}
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {label}
    </span>
  );
}
