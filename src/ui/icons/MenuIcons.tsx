/** Small glyphs of the header and menus; decorative (their buttons carry the text). */
const props = {
  viewBox: '0 0 20 20',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};

export function ChevronDownIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg {...props} className={className}>
      <path d="M5 8l5 5 5-5" />
    </svg>
  );
}

export function UserCircleIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg {...props} className={className}>
      <circle cx="10" cy="10" r="8" />
      <circle cx="10" cy="8" r="2.5" />
      <path d="M5 15.5a6 6 0 0 1 10 0" />
    </svg>
  );
}
