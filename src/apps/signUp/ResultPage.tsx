// The pages that end a sign-up: the error pages (company not found, invalid client id, invalid token,
// invalid sign-up URL, internal error), each with a Return button, and the account-created page.
import { Link } from 'wouter';
import { COMMON_MESSAGES } from '../../platform/http/catalogue';
import { signUpFlowMessages } from '../../platform/flows/i18n/signUp/messages';
import { SIGN_UP_PAGE_IDS } from '../../platform/flows/signUpTexts';
import type { SignUpErrorPage } from '../../platform/flows/signUp';
import { OutcomePage } from '../../ui/page/OutcomePage';
import { Button, buttonClasses } from '../../ui/Button';
import { signUpMessages } from './messages';
import { useMessages } from '../../ui/uiLocale';

export function SignUpErrorView({ page, onReturn }: { page: SignUpErrorPage; onReturn: () => void }) {
  const t = useMessages(signUpMessages);
  const flow = useMessages(signUpFlowMessages);
  const { title, message } = SIGN_UP_PAGE_IDS[page];
  return (
    <OutcomePage tone="error" title={flow(title)} message={flow(message)}>
      <Button onClick={onReturn}>{t('signUp.back')}</Button>
    </OutcomePage>
  );
}

export function InternalErrorView({ message, onReturn }: { message: string; onReturn: () => void }) {
  const t = useMessages(signUpMessages);
  return (
    <OutcomePage tone="error" title={COMMON_MESSAGES.oops} message={message}>
      <Button onClick={onReturn}>{t('signUp.back')}</Button>
    </OutcomePage>
  );
}

export function AccountCreatedView({ email, signInHref }: { email: string; signInHref: string }) {
  const t = useMessages(signUpMessages);
  const flow = useMessages(signUpFlowMessages);
  return (
    <OutcomePage
      tone="success"
      title={flow(SIGN_UP_PAGE_IDS.accountCreated.title)}
      message={flow(SIGN_UP_PAGE_IDS.accountCreated.message)}
      detail={email}
    >
      <Link href={signInHref} className={buttonClasses('primary')}>
        {t('signUp.signIn')}
      </Link>
    </OutcomePage>
  );
}
