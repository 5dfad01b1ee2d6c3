import type { ReactNode } from 'react';
import { Illustration, type IllustrationName } from './illustrations/Illustration';

/**
 * The generic page of a product that has no screens yet (spec §2): a title, an image and the product's
 * text, marked as the future home of the page.
 */
export function PlaceholderPage({
  title,
  illustration,
  paragraphs,
  children,
}: {
  title: string;
  illustration: IllustrationName;
  paragraphs: readonly string[];
  children?: ReactNode;
}) {
  return (
    <article className="mx-auto grid max-w-5xl items-center gap-10 px-4 py-12 md:grid-cols-2">
      <div>
        <p className="text-sm font-semibold tracking-wide text-secondary-700 uppercase">
          Future home of the page
        </p>
        <h1 className="mt-2 text-3xl font-bold text-primary-800">{title}</h1>
        {paragraphs.map((text) => (
          <p key={text.slice(0, 40)} className="mt-4 text-slate-700">
            {text}
          </p>
        ))}
        {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
      </div>
      <Illustration
        name={illustration}
        label={`${title} illustration`}
        className="w-full max-w-md justify-self-center"
      />
    </article>
  );
}
