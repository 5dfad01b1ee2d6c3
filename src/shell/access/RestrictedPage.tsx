import { Link } from 'wouter';
import { useLocalHref } from '../../platform/react/locale';
import { usePageTitle } from '../../platform/react/pageTitle';
import { buttonClasses } from '../../ui/Button';
import { ErrorView } from '../../ui/ErrorView';
import type { RestrictionReason } from './evaluateAccess';
import { RESTRICTED_MESSAGES } from './restrictedMessages';

export function RestrictedPage({ reason }: { reason: RestrictionReason }) {
  const href = useLocalHref();
  const { title, message } = RESTRICTED_MESSAGES[reason];
  usePageTitle(title);
  return (
    <ErrorView title={title} message={message}>
      <Link href={href('/')} className={buttonClasses('primary', 'md')}>
        Back to home
      </Link>
    </ErrorView>
  );
}
