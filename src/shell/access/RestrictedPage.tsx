import { Link } from 'wouter';
import { useLocalHref } from '../../platform/react/locale';
import { usePageTitle } from '../../platform/react/pageTitle';
import { buttonClasses } from '../../ui/Button';
import { OutcomePage } from '../../ui/page/OutcomePage';
import type { RestrictionReason } from './evaluateAccess';
import { RESTRICTED_MESSAGE_IDS } from './restrictedMessages';
import { useMessages } from '../../ui/uiLocale';
import { accessMessages } from './messages';

export function RestrictedPage({ reason }: { reason: RestrictionReason }) {
  const href = useLocalHref();
  const t = useMessages(accessMessages);
  const title = t(RESTRICTED_MESSAGE_IDS[reason].title);
  const message = t(RESTRICTED_MESSAGE_IDS[reason].message);
  usePageTitle(title);
  return (
    <OutcomePage tone="error" title={title} message={message}>
      <Link href={href('/')} className={buttonClasses('primary', 'md')}>
        {t('shell.backHome')}
      </Link>
    </OutcomePage>
  );
}
