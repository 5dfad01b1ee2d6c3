import { useId, type ReactNode } from 'react';
import { pageFrameClasses } from './pageFrame';

/**
 * The banner that opens a landing page: the title large and white on the brand's blue, what the page is
 * for, and its calls to action. Its title is the page's h1; the rest of the page follows the banner.
 */
export function PageHero({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description: ReactNode;
  actions: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="bg-gradient-to-b from-primary-800 to-primary-700 text-white">
      <div className={pageFrameClasses('default', 'roomy')}>
        {/* Long words (German compounds) wrap rather than widen the page on a phone. */}
        <h1 id={id} className="text-3xl font-bold break-words sm:text-5xl">
          {title}
        </h1>
        <p className="mt-5 text-lg break-words text-primary-100">{description}</p>
        <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
      </div>
    </section>
  );
}
