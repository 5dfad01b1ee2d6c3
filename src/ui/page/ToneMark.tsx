/** How an outcome ended, drawn and named: a success never looks (or reads) like an error. */
export type OutcomeTone = 'success' | 'info' | 'error';

const MARKS: Record<OutcomeTone, { label: string; colours: string; glyph: string }> = {
  success: { label: 'Success', colours: 'bg-green-100 text-green-700', glyph: 'M7 12.5l3.5 3.5L17 9' },
  info: { label: 'Information', colours: 'bg-primary-100 text-primary-700', glyph: 'M12 11v6m0-9.5v.01' },
  error: { label: 'Error', colours: 'bg-red-100 text-red-700', glyph: 'M12 7v6m0 3.5v.01' },
};

export function ToneMark({ tone }: { tone: OutcomeTone }) {
  const { label, colours, glyph } = MARKS[tone];
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`mx-auto mb-4 size-12 rounded-full p-2.5 ${colours}`}
    >
      <path d={glyph} />
    </svg>
  );
}
