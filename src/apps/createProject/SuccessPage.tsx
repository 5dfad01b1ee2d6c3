// After a successful submit (part 2 §2.3): a text for a translation request and one for a quote request,
// and a link home.
import { Link } from 'wouter';
import type { ClientConfig } from '../../platform/domain/entities/clientConfig';
import { activeLabels } from '../../platform/i18n/runtime';
import { useMessages } from '../../ui/uiLocale';
import { Alert } from '../../ui/Alert';
import { buttonClasses } from '../../ui/Button';
import type { RequestSubmitted } from '../../widgets/requestForm/RequestForm';
import { createProjectMessages } from './messages';
import { SignUpPrompt } from './SignUpPrompt';

/** Each kind of request's title and text, each said in the language active when it is read. */
export const SUCCESS_TEXTS = {
  project: activeLabels(createProjectMessages, {
    title: 'createProject.success.project.title',
    body: 'createProject.success.project.body',
  }),
  quote: activeLabels(createProjectMessages, {
    title: 'createProject.success.quote.title',
    body: 'createProject.success.quote.body',
  }),
};

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
  // The texts are read as this renders: a change of language renders this again.
  const t = useMessages(createProjectMessages);
  const text = SUCCESS_TEXTS[result.kind];
  return (
    <div className="grid gap-4">
      <Alert kind="success" title={text.title}>
        <p>{text.body}</p>
        <p className="mt-1">{t('createProject.success.reference', { id: result.id })}</p>
      </Alert>
      {visitor && client && !client.disableSelfRegistration && result.contact ? (
        <SignUpPrompt client={client} contact={result.contact} />
      ) : null}
      <div>
        <Link href={homeHref} className={buttonClasses('primary')}>
          {t('createProject.returnHome')}
        </Link>
      </div>
    </div>
  );
}
