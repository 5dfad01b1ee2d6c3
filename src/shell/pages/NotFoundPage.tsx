import { Link } from 'wouter';
import { useLocalHref } from '../../platform/react/locale';
import { usePageTitle } from '../../platform/react/pageTitle';
import { buttonClasses } from '../../ui/Button';
import { OutcomePage } from '../../ui/page/OutcomePage';
import { useMessages } from '../../ui/uiLocale';
import { accessMessages } from '../access/messages';

export function NotFoundPage() {
  const href = useLocalHref();
  const t = useMessages(accessMessages);
  usePageTitle(t('shell.notFound.title'));
  return (
    <OutcomePage
      tone="error"
      eyebrow="404"
      title={t('shell.notFound.title')}
      message={t('shell.notFound.message')}
    >
      <Link href={href('/')} className={buttonClasses('primary', 'md')}>
        {t('shell.backHome')}
      </Link>
    </OutcomePage>
  );
}
