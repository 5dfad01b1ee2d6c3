import { PAGE_FAILURE_TEXTS } from '../../platform/http/pageFailureTexts';
import { OutcomePage } from '../../ui/page/OutcomePage';

/**
 * What a page of the shell's own that failed shows (its chunk did not arrive): the server could not be
 * reached, since the browser's own text names a file; Try again renders the page anew.
 */
export default function RouteFailurePage({ onRetry }: { onRetry: () => void }) {
  return (
    <OutcomePage
      tone="error"
      title={PAGE_FAILURE_TEXTS.oops}
      message={PAGE_FAILURE_TEXTS.network}
      onRetry={onRetry}
    />
  );
}
