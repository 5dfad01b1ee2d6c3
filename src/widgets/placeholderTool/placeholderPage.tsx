import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { usePortalLinks } from '../../platform/react/links';
import { useRuntimeConfig } from '../../platform/react/platformStore';
import { withProductName, type ToolProps } from '../../platform/react/toolManifest';
import { buttonClasses } from '../../ui/Button';
import type { IllustrationName } from '../../ui/illustrations/Illustration';
import { PlaceholderPage } from '../../ui/PlaceholderPage';
import { useMessages } from '../../ui/uiLocale';
import { placeholderToolMessages } from './messages';

/**
 * The root of a product page with no screens yet: the tool's title (the product name filled in, as in the
 * words), its picture and words, and the way to ask for a quote instead.
 */
export function placeholderPage(
  illustration: IllustrationName,
  paragraphs: readonly string[],
): ComponentType<ToolProps<'home'>> {
  return function PlaceholderToolRoot({ title }: ToolProps<'home'>) {
    const t = useMessages(placeholderToolMessages);
    const { productName } = useRuntimeConfig();
    const links = usePortalLinks();
    return (
      <PlaceholderPage
        title={title}
        illustration={illustration}
        paragraphs={paragraphs.map((text) => withProductName(text, productName))}
      >
        <Link href={links.createRequest()} className={buttonClasses('accent')}>
          {t('placeholderTool.requestQuote')}
        </Link>
      </PlaceholderPage>
    );
  };
}
