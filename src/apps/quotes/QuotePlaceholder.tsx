import { QuoteFrame } from './components/QuoteFrame';
import { QuoteSkeleton } from './components/QuoteSkeleton';

/**
 * The quote page while the tool's chunk is still on its way (the manifest's placeholder, shown by the
 * shell): the very screen the page shows while the quote loads, so the footer below it never moves.
 */
export function QuotePlaceholder() {
  return (
    <QuoteFrame>
      <QuoteSkeleton />
    </QuoteFrame>
  );
}
