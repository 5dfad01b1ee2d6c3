import type { ReactNode } from 'react';
import { Page } from '../../../ui/page/Page';
import { useVariant } from '../hooks/useVariant';
import { CompanyAddress } from './CompanyAddress';

/**
 * The page around every screen of the tool: its column, and the company address closing it. Shared by
 * the page and its placeholder, so the two are laid out alike.
 */
export function QuoteFrame({ children }: { children: ReactNode }) {
  const variant = useVariant();
  return (
    <Page width="medium">
      <div>{children}</div>
      <CompanyAddress variant={variant} />
    </Page>
  );
}
