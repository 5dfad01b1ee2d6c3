import { Suspense } from 'react';
import { Link } from 'wouter';
import { useLocalHref } from '../../platform/react/locale';
import { preloadableLazy } from '../../platform/react/preloadableLazy';
import { buttonClasses } from '../../ui/Button';
import { PageHero } from '../../ui/page/PageHero';
import { useStartSignIn } from '../auth/useStartSignIn';
import { useMessages } from '../../ui/uiLocale';
import { shellMessages } from '../messages';

// The rest of the visitor's home (how to start, what the provider offers, whom to ask) is a chunk of its own:
// the initial chunk's budget has no room for its text. A failed fetch leaves the hero alone on the page
// rather than an error on the home.
const visitorSections = preloadableLazy(() =>
  import('./VisitorSections').catch(() => ({ default: () => null })),
);

/**
 * The signed-out home: what the portal is for, Sign in, and Request quote without an account, painted at
 * once; then the sections below the hero. They move nothing as they arrive: they are below the hero, and
 * the footer is below the first screen already (Layout).
 */
export function Welcome() {
  const href = useLocalHref();
  const startSignIn = useStartSignIn();
  const t = useMessages(shellMessages);
  return (
    <>
      <PageHero
        title={t('shell.welcome.title')}
        description={t('shell.welcome.description')}
        actions={
          <>
            <button
              type="button"
              className={buttonClasses('accent', 'lg')}
              onClick={() => void startSignIn()}
            >
              {t('shell.welcome.signIn')}
            </button>
            <Link href={href('/createProject')} className={buttonClasses('onDark', 'lg')}>
              {t('shell.welcome.requestQuote')}
            </Link>
          </>
        }
      />
      <Suspense fallback={null}>
        <visitorSections.Component />
      </Suspense>
    </>
  );
}
