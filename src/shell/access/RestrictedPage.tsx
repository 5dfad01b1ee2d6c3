import { Link } from 'wouter';
import { useLocalHref } from '../../platform/react/locale';
import { usePageTitle } from '../../platform/react/pageTitle';
import { buttonClasses } from '../../ui/Button';
import type { RestrictionReason } from './evaluateAccess';
import { RESTRICTED_MESSAGES } from './restrictedMessages';

export function RestrictedPage({ reason }: { reason: RestrictionReason }) {
  const href = useLocalHref();
  const { title, message } = RESTRICTED_MESSAGES[reason];
  usePageTitle(title);
  return (
    <section aria-labelledby="restricted-title" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 id="restricted-title" className="text-2xl font-semibold text-primary-800">
        {title}
      </h1>
      <p className="mt-4 text-slate-700">{message}</p>
      <Link href={href('/')} className={buttonClasses('primary', 'md', 'mt-8')}>
        Back to home
      </Link>
    </section>
  );
}
