import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { homePath } from '../hooks/useVariant';
import { TEXTS } from '../texts';

type Tone = 'success' | 'neutral' | 'warning';

const TONES: Record<Tone, string> = {
  success: 'border-green-300 bg-green-50',
  neutral: 'border-slate-200 bg-white',
  warning: 'border-secondary-300 bg-secondary-50',
};

/**
 * A confirmation or expiry screen: title, paragraph and the way home under the same branch prefix.
 */
export function ResultScreen({
  title,
  text,
  basePath,
  tone,
  announce = false,
}: {
  title: string;
  text: string;
  basePath: string;
  tone: Tone;
  /** Focus the title on mount: set when the screen replaces the page the user was working on. */
  announce?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (announce) heading.current?.focus();
  }, [announce]);
  return (
    <section
      aria-labelledby="quote-result-title"
      className={`rounded-lg border p-6 text-center shadow-sm sm:p-10 ${TONES[tone]}`}
    >
      <h1 ref={heading} tabIndex={-1} id="quote-result-title" className="text-2xl font-bold text-primary-800">
        {title}
      </h1>
      <p className="mx-auto mt-4 max-w-prose text-slate-700">{text}</p>
      <Link
        href={homePath(basePath)}
        className="mt-8 inline-flex min-h-10 items-center rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800"
      >
        {TEXTS.returnHome}
      </Link>
    </section>
  );
}
