// /coupa/error (part 2 §2.10): the message query parameter as text (never markup), else the default,
// under a heading and tab title of its own.
import { Link, useSearch } from 'wouter';
import { COUPA_TEXTS } from '../../platform/flows/coupa';
import { usePageTitle } from '../../platform/react/pageTitle';
import { buttonClasses } from '../../ui/Button';
import { OutcomePage } from '../../ui/page/OutcomePage';

export function CoupaErrorPage({ homeHref }: { homeHref: string }) {
  const message = new URLSearchParams(useSearch()).get('message')?.trim();
  // Named for what it shows: an error, not the request list.
  usePageTitle(COUPA_TEXTS.errorTitle);
  return (
    <OutcomePage tone="error" title={COUPA_TEXTS.errorTitle} message={message || COUPA_TEXTS.errorDefault}>
      <Link href={homeHref} className={buttonClasses('outline')}>
        Return to home
      </Link>
    </OutcomePage>
  );
}
