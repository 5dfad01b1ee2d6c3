import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { statusInfo } from '../../platform/domain/jobRequestStatus';
import { requestStatusLabel } from '../../platform/domain/requestStatusLabel';

/**
 * The info tooltip of a machine translation status (part 2 §2.7, §8: SUBMITTED_TO_XTRF, CREATED, FAILED).
 * A popover rather than a hover-only tooltip: its trigger is a real button, so keyboard and touch users
 * open it (Enter, Space, tap) and close it (Escape, or elsewhere), and the panel is announced on opening.
 * Nothing renders for a status without an explanation.
 */
export function StatusInfo({ status }: { status: string | null | undefined }) {
  const text = statusInfo(status);
  if (!text) return null;
  const label = requestStatusLabel({ status }, 'machineTranslation');
  return (
    <Popover className="inline-flex">
      <PopoverButton
        aria-label={`About the status ${label}`}
        className="inline-flex h-5 w-5 items-center justify-center rounded-full text-slate-600 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-700"
      >
        <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
          <path
            fillRule="evenodd"
            d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm.75-11.5a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0ZM9.25 9a.75.75 0 0 1 1.5 0v4.25a.75.75 0 0 1-1.5 0V9Z"
            clipRule="evenodd"
          />
        </svg>
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom start', gap: 4 }}
        className="z-50 w-72 rounded-md bg-slate-900 p-2 text-sm font-normal whitespace-normal text-white shadow-lg"
      >
        {text}
      </PopoverPanel>
    </Popover>
  );
}
