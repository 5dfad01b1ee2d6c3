import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { usePortalLinks } from '../../platform/react/links';
import { useRuntimeConfig } from '../../platform/react/platformStore';
import type { ToolProps } from '../../platform/react/toolManifest';
import { buttonClasses } from '../../ui/Button';
import type { IllustrationName } from '../../ui/illustrations/Illustration';
import { PlaceholderPage } from '../../ui/PlaceholderPage';
import { useMessages } from '../../ui/uiLocale';
import { placeholderToolMessages } from './messages';

/** A paragraph of a product page: one of the widget's messages. */
export type PlaceholderParagraph = Parameters<typeof placeholderToolMessages.t>[0];

/**
 * The root of a product page with no screens yet: the tool's title (the product name filled in, as in the
 * words), its picture and words (messages, with the product name), and the way to ask for a quote instead.
 */
export function placeholderPage(
  illustration: IllustrationName,
  paragraphs: readonly PlaceholderParagraph[],
): ComponentType<ToolProps<'home'>> {
  return function PlaceholderToolRoot({ title }: ToolProps<'home'>) {
    const t = useMessages(placeholderToolMessages);
    const { productName } = useRuntimeConfig();
    const links = usePortalLinks();
    return (
      <PlaceholderPage
        title={title}
        illustration={illustration}
        paragraphs={paragraphs.map((id) => t(id, { productName }))}
      >
        <Link href={links.createRequest()} className={buttonClasses('accent')}>
          {t('placeholderTool.requestQuote')}
        </Link>
      </PlaceholderPage>
    );
  };
}
