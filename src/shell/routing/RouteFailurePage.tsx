import { PAGE_FAILURE_IDS, pageFailureMessages } from '../../platform/http/pageFailureTexts';
import { useMessages } from '../../ui/uiLocale';
import { OutcomePage } from '../../ui/page/OutcomePage';

/**
 * What a page of the shell's own that failed shows (its chunk did not arrive): the server could not be
 * reached, since the browser's own text names a file; Try again renders the page anew.
 */
export default function RouteFailurePage({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(pageFailureMessages);
  return (
    <OutcomePage
      tone="error"
      title={t(PAGE_FAILURE_IDS.oops)}
      message={t(PAGE_FAILURE_IDS.network)}
      onRetry={onRetry}
    />
  );
}
