// The pages that end a sign-up: the error pages (company not found, invalid client id, invalid token,
// invalid sign-up URL, internal error), each with a Return button, and the account-created page.
import { Link } from 'wouter';
import { COMMON_MESSAGES } from '../../platform/http/catalogue';
import { SIGN_UP_TEXTS } from '../../platform/flows/signUpTexts';
import type { SignUpErrorPage } from '../../platform/flows/signUp';
import { OutcomePage } from '../../ui/page/OutcomePage';
import { Button, buttonClasses } from '../../ui/Button';
import { SIGN_UP_LABELS as L } from './texts';

export function SignUpErrorView({ page, onReturn }: { page: SignUpErrorPage; onReturn: () => void }) {
  const { title, message } = SIGN_UP_TEXTS[page];
  return (
    <OutcomePage tone="error" title={title} message={message}>
      <Button onClick={onReturn}>{L.back}</Button>
    </OutcomePage>
  );
}

export function InternalErrorView({ message, onReturn }: { message: string; onReturn: () => void }) {
  return (
    <OutcomePage tone="error" title={COMMON_MESSAGES.oops} message={message}>
      <Button onClick={onReturn}>{L.back}</Button>
    </OutcomePage>
  );
}

export function AccountCreatedView({ email, signInHref }: { email: string; signInHref: string }) {
  return (
    <OutcomePage
      tone="success"
      title={SIGN_UP_TEXTS.accountCreated.title}
      message={SIGN_UP_TEXTS.accountCreated.message}
      detail={email}
    >
      <Link href={signInHref} className={buttonClasses('primary')}>
        {L.signIn}
      </Link>
    </OutcomePage>
  );
}
