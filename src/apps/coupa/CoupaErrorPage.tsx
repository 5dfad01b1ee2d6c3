// /coupa/error (part 2 §2.10): the message query parameter as text (never markup), else the default,
// under a heading and tab title of its own.
import { Link, useSearch } from 'wouter';
import { COUPA_TEXTS } from '../../platform/flows/coupa';
import { usePageTitle } from '../../platform/react/pageTitle';
import { Alert } from '../../ui/Alert';
import { buttonClasses } from '../../ui/Button';

export function CoupaErrorPage({ homeHref }: { homeHref: string }) {
  const message = new URLSearchParams(useSearch()).get('message')?.trim();
  // Named for what it shows: an error, not the request list.
  usePageTitle(COUPA_TEXTS.errorTitle);
  return (
    <div className="mx-auto grid max-w-xl gap-4 p-6">
      <h1 className="text-primary-800 text-2xl font-semibold">{COUPA_TEXTS.errorTitle}</h1>
      <Alert kind="error">{message || COUPA_TEXTS.errorDefault}</Alert>
      <div>
        <Link href={homeHref} className={buttonClasses('outline')}>
          Return to home
        </Link>
      </div>
    </div>
  );
}
