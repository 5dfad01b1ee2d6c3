// /confirmEmail?email&verificationCode (part 2 §2.4): confirms the address once on arrival and shows the
// outcome: an invalid-URL message, a Sign in link, or the error's message.
import { Link, useSearch } from 'wouter';
import { confirmEmailMessages } from '../../platform/flows/i18n/confirmEmail/messages';
import { useConfirmEmailLink } from '../../platform/react/queries/emailVerification';
import { usePortalLinks } from '../../platform/react/links';
import { usePageTitle } from '../../platform/react/pageTitle';
import type { ToolProps } from '../../platform/react/toolManifest';
import { useMessages } from '../../ui/uiLocale';
import { buttonClasses } from '../../ui/Button';
import { OutcomePage } from '../../ui/page/OutcomePage';
import { Spinner } from '../../ui/Spinner';

export default function ConfirmEmailRoot({ title }: ToolProps) {
  const links = usePortalLinks();
  const t = useMessages(confirmEmailMessages);
  usePageTitle(title);
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
        title={t('confirmEmail.title')}
        message={
          <span className="inline-flex items-center gap-2">
            <Spinner decorative /> {t('confirmEmail.confirming')}
          </span>
        }
      />
    );
  }
  if (outcome.kind === 'invalidUrl')
    return (
      <OutcomePage
        tone="error"
        title={t('confirmEmail.invalidUrlTitle')}
        message={t('confirmEmail.invalidUrl')}
      />
    );
  if (outcome.kind === 'failed')
    return <OutcomePage tone="error" title={t('confirmEmail.failedTitle')} message={outcome.message} />;
  return (
    <OutcomePage
      tone="success"
      title={t('confirmEmail.confirmedTitle')}
      message={t('confirmEmail.confirmed')}
    >
      <Link href={links.signIn()} className={buttonClasses('primary')}>
        {t('confirmEmail.signIn')}
      </Link>
    </OutcomePage>
  );
}
