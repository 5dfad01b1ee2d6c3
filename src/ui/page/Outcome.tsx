import { useId, type ReactNode } from 'react';
import { TryAgainButton } from '../TryAgainButton';
import { Eyebrow } from './Eyebrow';
import { PageHeading } from './PageHeading';
import { ToneMark, type OutcomeTone } from './ToneMark';

/**
 * How something ended (a success, a notice, an error or a refusal), as a region named by its title: the
 * tone's mark, the title, the message and the ways out, Try again first when the page can load again.
 * OutcomePage sets it as a page; a page that keeps more under it (a quote under its confirmation) sets it
 * in its own frame through `className`.
 */
export function Outcome({
  tone,
  title,
  message,
  eyebrow,
  detail,
  busy,
  onRetry,
  className,
  children,
}: {
  tone: OutcomeTone;
  title: ReactNode;
  message: ReactNode;
  eyebrow?: ReactNode;
  /** A second, smaller line under the message. */
  detail?: ReactNode;
  /** Still on its way (aria-busy): the message says what is happening. */
  busy?: boolean;
  onRetry?: () => unknown;
  className?: string;
  /** The ways out (links, buttons). */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} aria-busy={busy || undefined} className={`text-center ${className ?? ''}`}>
      <ToneMark tone={tone} />
      {eyebrow !== undefined ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <PageHeading id={id}>{title}</PageHeading>
      <p className="mx-auto mt-4 max-w-prose text-slate-700">{message}</p>
      {detail !== undefined ? <p className="mt-2 text-sm text-slate-600">{detail}</p> : null}
      {children || onRetry ? (
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          {onRetry ? <TryAgainButton onRetry={onRetry} /> : null}
          {children}
        </div>
      ) : null}
    </section>
  );
}
