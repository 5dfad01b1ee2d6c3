import type { ReactNode } from 'react';
import { useVariant } from '../hooks/useVariant';
import { CompanyAddress } from './CompanyAddress';

/**
 * The page around every screen of the tool: its column, and the company address closing it. Shared by
 * the page and its placeholder, so the two are laid out alike.
 */
export function QuoteFrame({ children }: { children: ReactNode }) {
  const variant = useVariant();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10 print:max-w-none print:p-0">
      {children}
      <CompanyAddress variant={variant} />
    </div>
  );
}
