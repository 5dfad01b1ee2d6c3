// /coupa/error (part 2 §2.10): the message query parameter as text (never markup), else the default,
// under a heading and tab title of its own.
import { Link, useSearch } from 'wouter';
import { usePageTitle } from '../../platform/react/pageTitle';
import { buttonClasses } from '../../ui/Button';
import { OutcomePage } from '../../ui/page/OutcomePage';
import { useMessages } from '../../ui/uiLocale';
import { coupaFlowMessages } from '../../platform/flows/i18n/coupa/messages';
import { coupaMessages } from './messages';

export function CoupaErrorPage({ homeHref }: { homeHref: string }) {
  const message = new URLSearchParams(useSearch()).get('message')?.trim();
  const t = useMessages(coupaMessages);
  const flow = useMessages(coupaFlowMessages);
  // Named for what it shows: an error, not the request list.
  usePageTitle(flow('coupaFlow.errorTitle'));
  return (
    <OutcomePage
      tone="error"
      title={flow('coupaFlow.errorTitle')}
      message={message || flow('coupaFlow.errorDefault')}
    >
      <Link href={homeHref} className={buttonClasses('outline')}>
        {t('coupa.returnHome')}
      </Link>
    </OutcomePage>
  );
}
