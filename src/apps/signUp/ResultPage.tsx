// The pages that end a sign-up: the error pages (company not found, invalid client id, invalid token,
// invalid sign-up URL, internal error), each with a Return button, and the account-created page.
import { Link } from 'wouter';
import { COMMON_MESSAGES } from '../../platform/http/catalogue';
import { SIGN_UP_TEXTS } from '../../platform/flows/signUpTexts';
import type { SignUpErrorPage } from '../../platform/flows/signUp';
import { ErrorPage } from '../../platform/react/ErrorPage';
import { Button, buttonClasses } from '../../ui/Button';
import { SIGN_UP_LABELS as L } from './texts';

export function SignUpErrorView({ page, onReturn }: { page: SignUpErrorPage; onReturn: () => void }) {
  const { title, message } = SIGN_UP_TEXTS[page];
  return (
    <ErrorPage title={title} message={message}>
      <Button onClick={onReturn}>{L.back}</Button>
    </ErrorPage>
  );
}

export function InternalErrorView({ message, onReturn }: { message: string; onReturn: () => void }) {
  return (
    <ErrorPage title={COMMON_MESSAGES.oops} message={message}>
      <Button onClick={onReturn}>{L.back}</Button>
    </ErrorPage>
  );
}

export function AccountCreatedView({ email, signInHref }: { email: string; signInHref: string }) {
  return (
    <section aria-labelledby="sign-up-done" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 id="sign-up-done" className="text-2xl font-semibold text-primary-800">
        {SIGN_UP_TEXTS.accountCreated.title}
      </h1>
      <p className="mt-4 text-slate-700">{SIGN_UP_TEXTS.accountCreated.message}</p>
      <p className="mt-2 text-sm text-slate-600">{email}</p>
      <div className="mt-8 flex justify-center">
        <Link href={signInHref} className={buttonClasses('primary')}>
          {L.signIn}
        </Link>
      </div>
    </section>
  );
}
