import type { ReactNode } from 'react';

export type IllustrationName =
  'connect' | 'translate' | 'web' | 'wizard' | 'language' | 'plug' | 'bolt' | 'construction';

// Flat scenes in the theme's colours (dark blue, orange, light blue). Each is drawn on a 320×200 canvas.
const SCENES: Record<IllustrationName, ReactNode> = {
  connect: (
    <>
      <rect x="30" y="60" width="90" height="80" rx="10" fill="var(--color-primary-100)" />
      <rect x="200" y="60" width="90" height="80" rx="10" fill="var(--color-primary-100)" />
      <path d="M120 100h80" stroke="var(--color-secondary-500)" strokeWidth="6" strokeDasharray="10 8" />
      <circle cx="75" cy="100" r="18" fill="var(--color-primary-700)" />
      <circle cx="245" cy="100" r="18" fill="var(--color-secondary-500)" />
    </>
  ),
  translate: (
    <>
      <rect x="40" y="40" width="110" height="80" rx="12" fill="var(--color-primary-700)" />
      <rect x="170" y="80" width="110" height="80" rx="12" fill="var(--color-secondary-400)" />
      <text x="95" y="92" textAnchor="middle" fontSize="34" fill="white" fontWeight="700">
        A
      </text>
      <text
        x="225"
        y="133"
        textAnchor="middle"
        fontSize="34"
        fill="var(--color-primary-900)"
        fontWeight="700"
      >
        文
      </text>
    </>
  ),
  web: (
    <>
      <rect
        x="50"
        y="30"
        width="220"
        height="140"
        rx="10"
        fill="white"
        stroke="var(--color-primary-700)"
        strokeWidth="4"
      />
      <path d="M50 55h220" stroke="var(--color-primary-700)" strokeWidth="4" />
      <rect x="70" y="75" width="80" height="75" rx="6" fill="var(--color-primary-100)" />
      <path
        d="M170 85h80M170 105h60M170 125h70"
        stroke="var(--color-secondary-500)"
        strokeWidth="6"
        strokeLinecap="round"
      />
    </>
  ),
  wizard: (
    <>
      <circle cx="160" cy="100" r="70" fill="var(--color-primary-100)" />
      <path d="M110 150l70-70" stroke="var(--color-primary-800)" strokeWidth="10" strokeLinecap="round" />
      <path d="M190 50l6 14 14 6-14 6-6 14-6-14-14-6 14-6z" fill="var(--color-secondary-500)" />
      <circle cx="230" cy="120" r="6" fill="var(--color-secondary-400)" />
    </>
  ),
  language: (
    <>
      <circle cx="160" cy="100" r="70" fill="none" stroke="var(--color-primary-700)" strokeWidth="6" />
      <ellipse
        cx="160"
        cy="100"
        rx="30"
        ry="70"
        fill="none"
        stroke="var(--color-primary-700)"
        strokeWidth="4"
      />
      <path d="M90 100h140M100 65h120M100 135h120" stroke="var(--color-primary-700)" strokeWidth="4" />
      <circle cx="235" cy="50" r="22" fill="var(--color-secondary-500)" />
    </>
  ),
  plug: (
    <>
      <rect x="40" y="80" width="100" height="40" rx="8" fill="var(--color-primary-700)" />
      <path
        d="M140 90h30M140 110h30"
        stroke="var(--color-primary-700)"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <rect x="190" y="70" width="90" height="60" rx="10" fill="var(--color-primary-100)" />
      <path d="M180 100h10" stroke="var(--color-secondary-500)" strokeWidth="8" strokeDasharray="4 6" />
      <circle cx="235" cy="100" r="12" fill="var(--color-secondary-500)" />
    </>
  ),
  bolt: (
    <>
      <circle cx="160" cy="100" r="75" fill="var(--color-primary-100)" />
      <path d="M172 35l-62 80h44l-12 55 64-85h-46z" fill="var(--color-secondary-500)" />
      <path
        d="M70 60h30M60 100h25M70 140h30"
        stroke="var(--color-primary-700)"
        strokeWidth="6"
        strokeLinecap="round"
      />
    </>
  ),
  construction: (
    <>
      <rect x="60" y="130" width="200" height="20" rx="4" fill="var(--color-primary-800)" />
      <path d="M90 130l30-80h20l30 80z" fill="var(--color-secondary-500)" />
      <path d="M105 100h50M98 118h64" stroke="white" strokeWidth="8" />
      <circle cx="230" cy="70" r="24" fill="var(--color-primary-100)" />
    </>
  ),
};

/** A decorative scene with an accessible name (it illustrates the page, so it is announced once). */
export function Illustration({
  name,
  label,
  className,
}: {
  name: IllustrationName;
  label: string;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 320 200" role="img" aria-label={label} className={className}>
      {SCENES[name]}
    </svg>
  );
}
