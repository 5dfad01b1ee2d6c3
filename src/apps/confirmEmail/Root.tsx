// /confirmEmail?email&verificationCode (part 2 §2.4): confirms the address once on arrival and shows the
// outcome: an invalid-URL message, a Sign in link, or the error's message.
import { Link, useSearch } from 'wouter';
import { CONFIRM_EMAIL_TEXTS as T } from '../../platform/flows/confirmEmail';
import { ErrorPage } from '../../platform/react/ErrorPage';
import { useConfirmEmailLink } from '../../platform/react/queries/emailVerification';
import { usePortalLinks } from '../../platform/react/links';
import { buttonClasses } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';

export default function ConfirmEmailRoot() {
  const links = usePortalLinks();
  const query = new URLSearchParams(useSearch());
  const outcome = useConfirmEmailLink({
    email: query.get('email'),
    verificationCode: query.get('verificationCode'),
  });

  if (!outcome) {
    return (
      <section
        aria-labelledby="confirm-email-title"
        aria-busy="true"
        className="mx-auto max-w-xl px-4 py-16 text-center"
      >
        <h1 id="confirm-email-title" className="text-2xl font-semibold text-primary-800">
          {T.title}
        </h1>
        <p className="mt-4 flex items-center justify-center gap-2 text-slate-700">
          <Spinner decorative /> {T.confirming}
        </p>
      </section>
    );
  }
  if (outcome.kind === 'invalidUrl') return <ErrorPage title={T.invalidUrlTitle} message={T.invalidUrl} />;
  if (outcome.kind === 'failed') return <ErrorPage title={T.failedTitle} message={outcome.message} />;
  return (
    <ErrorPage title={T.confirmedTitle} message={T.confirmed}>
      <Link href={links.signIn()} className={buttonClasses('primary')}>
        {T.signIn}
      </Link>
    </ErrorPage>
  );
}
