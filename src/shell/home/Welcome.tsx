import { Link } from 'wouter';
import { useLocalHref } from '../../platform/react/locale';
import { buttonClasses } from '../../ui/Button';
import { useStartSignIn } from '../auth/useStartSignIn';

/** The signed-out home: what the portal is for, Sign in, and Request quote without an account. */
export function Welcome() {
  const href = useLocalHref();
  const startSignIn = useStartSignIn();
  return (
    <section
      aria-labelledby="welcome-title"
      className="bg-gradient-to-b from-primary-800 to-primary-700 text-white"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-secondary-300 uppercase">
          Language Services Portal
        </p>
        <h1 id="welcome-title" className="mt-3 max-w-3xl text-3xl font-bold sm:text-5xl">
          Welcome
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-primary-100">
          Translation, localization and interpreting in one place: request quotes, follow your projects,
          translate text, documents and media with AI, and read your reports.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <button type="button" className={buttonClasses('accent', 'lg')} onClick={() => void startSignIn()}>
            Sign in
          </button>
          <Link href={href('/createProject')} className={buttonClasses('onDark', 'lg')}>
            Request quote
          </Link>
        </div>
      </div>
    </section>
  );
}
