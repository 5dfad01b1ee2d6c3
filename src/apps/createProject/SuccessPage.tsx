// After a successful submit (part 2 §2.3): a text for a translation request and one for a quote request,
// and a link home.
import { Link } from 'wouter';
import type { ClientConfig } from '../../platform/domain/entities/clientConfig';
import { Alert } from '../../ui/Alert';
import { buttonClasses } from '../../ui/Button';
import type { RequestSubmitted } from '../../widgets/requestForm/RequestForm';
import { SignUpPrompt } from './SignUpPrompt';

export const SUCCESS_TEXTS = {
  project: {
    title: 'Thank you! Your translation request has been submitted.',
    body: 'Our team will start on it and let you know when the translation is ready.',
  },
  quote: {
    title: 'Thank you! Your quote request has been submitted.',
    body: 'We will prepare a quote and send it to you by e-mail.',
  },
} as const;

export function SuccessPage({
  result,
  client,
  visitor,
  homeHref,
}: {
  result: RequestSubmitted;
  client: ClientConfig | undefined;
  visitor: boolean;
  homeHref: string;
}) {
  const text = SUCCESS_TEXTS[result.kind];
  return (
    <div className="grid gap-4">
      <Alert kind="success" title={text.title}>
        <p>{text.body}</p>
        <p className="mt-1">Reference: {result.id}</p>
      </Alert>
      {visitor && client && !client.disableSelfRegistration && result.contact ? (
        <SignUpPrompt client={client} contact={result.contact} />
      ) : null}
      <div>
        <Link href={homeHref} className={buttonClasses('primary')}>
          Return to home
        </Link>
      </div>
    </div>
  );
}
