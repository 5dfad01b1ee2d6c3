// /confirmEmail?email&verificationCode (part 2 §2.4): confirms the address once on arrival and shows the
// outcome: an invalid-URL message, a Sign in link, or the error's message.
import { Link, useSearch } from 'wouter';
import { CONFIRM_EMAIL_TEXTS as T } from '../../platform/flows/confirmEmail';
import { useConfirmEmailLink } from '../../platform/react/queries/emailVerification';
import { usePortalLinks } from '../../platform/react/links';
import { buttonClasses } from '../../ui/Button';
import { OutcomePage } from '../../ui/page/OutcomePage';
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
      <OutcomePage
        tone="info"
        busy
        title={T.title}
        message={
          <span className="inline-flex items-center gap-2">
            <Spinner decorative /> {T.confirming}
          </span>
        }
      />
    );
  }
  if (outcome.kind === 'invalidUrl')
    return <OutcomePage tone="error" title={T.invalidUrlTitle} message={T.invalidUrl} />;
  if (outcome.kind === 'failed')
    return <OutcomePage tone="error" title={T.failedTitle} message={outcome.message} />;
  return (
    <OutcomePage tone="success" title={T.confirmedTitle} message={T.confirmed}>
      <Link href={links.signIn()} className={buttonClasses('primary')}>
        {T.signIn}
      </Link>
    </OutcomePage>
  );
}
