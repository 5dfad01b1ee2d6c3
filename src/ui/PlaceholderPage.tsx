import type { ReactNode } from 'react';
import { Illustration, type IllustrationName } from './illustrations/Illustration';
import { Eyebrow } from './page/Eyebrow';
import { Page } from './page/Page';
import { PageHeading } from './page/PageHeading';
import { pageMessages } from './page/messages';
import { useMessages } from './uiLocale';

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
  const t = useMessages(pageMessages);
  return (
    <Page>
      {/* Columns that never grow past the page, and long words (German compounds) that wrap. */}
      <article className="grid grid-cols-1 items-center gap-10 break-words md:grid-cols-2">
        <div>
          <div className="space-y-1">
            <Eyebrow>{t('page.futureHome')}</Eyebrow>
            <PageHeading>{title}</PageHeading>
          </div>
          {paragraphs.map((text) => (
            <p key={text.slice(0, 40)} className="mt-4 text-slate-700">
              {text}
            </p>
          ))}
          {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        <Illustration
          name={illustration}
          label={t('page.illustration', { title })}
          className="w-full max-w-md justify-self-center"
        />
      </article>
    </Page>
  );
}
