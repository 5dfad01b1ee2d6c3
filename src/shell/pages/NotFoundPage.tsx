import { Link } from 'wouter';
import { useLocalHref } from '../../platform/react/locale';
import { usePageTitle } from '../../platform/react/pageTitle';
import { buttonClasses } from '../../ui/Button';
import { OutcomePage } from '../../ui/page/OutcomePage';

export function NotFoundPage() {
  const href = useLocalHref();
  usePageTitle('Page not found');
  return (
    <OutcomePage
      tone="error"
      eyebrow="404"
      title="Page not found"
      message="The page you asked for does not exist or has moved."
    >
      <Link href={href('/')} className={buttonClasses('primary', 'md')}>
        Back to home
      </Link>
    </OutcomePage>
  );
}
