import { Link } from 'wouter';
import { useLocalHref } from '../../platform/react/locale';
import { usePageTitle } from '../../platform/react/pageTitle';
import { buttonClasses } from '../../ui/Button';

export function NotFoundPage() {
  const href = useLocalHref();
  usePageTitle('Page not found');
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-secondary-700 uppercase">404</p>
      <h1 id="not-found-title" className="mt-2 text-2xl font-semibold text-primary-800">
        Page not found
      </h1>
      <p className="mt-4 text-slate-700">The page you asked for does not exist or has moved.</p>
      <Link href={href('/')} className={buttonClasses('primary', 'md', 'mt-8')}>
        Back to home
      </Link>
    </section>
  );
}
