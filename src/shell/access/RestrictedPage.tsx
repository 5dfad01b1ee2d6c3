import { Link } from 'wouter';
import { useLocalHref } from '../../platform/react/locale';
import { usePageTitle } from '../../platform/react/pageTitle';
import { buttonClasses } from '../../ui/Button';
import { OutcomePage } from '../../ui/page/OutcomePage';
import type { RestrictionReason } from './evaluateAccess';
import { RESTRICTED_MESSAGES } from './restrictedMessages';

export function RestrictedPage({ reason }: { reason: RestrictionReason }) {
  const href = useLocalHref();
  const { title, message } = RESTRICTED_MESSAGES[reason];
  usePageTitle(title);
  return (
    <OutcomePage tone="error" title={title} message={message}>
      <Link href={href('/')} className={buttonClasses('primary', 'md')}>
        Back to home
      </Link>
    </OutcomePage>
  );
}
