// /coupa/error (part 2 §2.10): the message query parameter as text (never markup), else the default.
import { Link, useSearch } from 'wouter';
import { COUPA_TEXTS } from '../../platform/flows/coupa';
import { Alert } from '../../ui/Alert';
import { buttonClasses } from '../../ui/Button';

export function CoupaErrorPage({ homeHref }: { homeHref: string }) {
  const message = new URLSearchParams(useSearch()).get('message')?.trim();
  return (
    <div className="mx-auto grid max-w-xl gap-4 p-6">
      <h1 className="text-primary-800 text-2xl font-semibold">{COUPA_TEXTS.title}</h1>
      <Alert kind="error">{message || COUPA_TEXTS.errorDefault}</Alert>
      <div>
        <Link href={homeHref} className={buttonClasses('outline')}>
          Return to home
        </Link>
      </div>
    </div>
  );
}
