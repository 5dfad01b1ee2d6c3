import { useMessages } from '../uiLocale';
import { pageMessages, type PageMessageId } from './messages';

/** How an outcome ended, drawn and named: a success never looks (or reads) like an error. */
export type OutcomeTone = 'success' | 'info' | 'error';

// Name, colours and glyph (a tick, an i, an exclamation mark) of each tone.
const MARKS: Record<OutcomeTone, readonly [PageMessageId, string, string]> = {
  success: ['page.success', 'bg-green-100 text-green-700', 'M7 12.5l3.5 3.5L17 9'],
  info: ['page.information', 'bg-primary-100 text-primary-700', 'M12 11v6m0-9.5v.01'],
  error: ['page.error', 'bg-red-100 text-red-700', 'M12 7v6m0 3.5v.01'],
};

export function ToneMark({ tone }: { tone: OutcomeTone }) {
  const t = useMessages(pageMessages);
  const [labelId, colours, glyph] = MARKS[tone];
  const label = t(labelId);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      className={`mx-auto mb-4 size-12 rounded-full p-2.5 ${colours}`}
    >
      <path d={glyph} />
    </svg>
  );
}
