// The three ways into the form (part 2 §2.2): an external link, a signed-in user, a visitor's e-mail.
// Each resolves to an entry state of the platform flow (createRequestEntry), rendered here.
import { Suspense, useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { REUSE_QUERY_PARAMETER, reuseDetails } from '../../../platform/domain/reuseDetails';
import { preloadableExport } from '../../../platform/react/preloadableExport';
import { useJobRequest } from '../../../platform/react/queries/jobRequests';
import type { ClientConfig } from '../../../platform/domain/entities/clientConfig';
import {
  CREATE_REQUEST_ENTRY_TEXTS as T,
  linkEntry,
  signedInEntry,
  type CreateRequestEntry,
} from '../../../platform/flows/createRequestEntry';
import { ErrorMessage } from '../../../platform/react/ErrorMessage';
import { usePortalLinks } from '../../../platform/react/links';
import { useMessages } from '../../../ui/uiLocale';
import { retryOf } from '../../../platform/react/retryLoad';
import { useApiQuery } from '../../../platform/react/useApiQuery';
import { Alert } from '../../../ui/Alert';
import { buttonClasses } from '../../../ui/Button';
import { LoadingBlock } from '../../../ui/Spinner';
import type { RequestSubmitted } from '../../../widgets/requestForm/RequestForm';
import { createProjectMessages } from '../messages';

// The request form (form kit, validation, uploads: most of this page's code) is fetched once the entry
// starts resolving, beside the entry's own requests (two or three round trips), rather than before the
// page's heading could paint (Lighthouse on a phone: the heading waited on all of that code).
const requestForm = preloadableExport(
  () => import('../../../widgets/requestForm/RequestForm'),
  'RequestForm',
);
// Each shown on one path only: a visitor's first step, and the choice of several companies.
const emailStep = preloadableExport(() => import('./EmailStep'), 'EmailStep');
const companyChoice = preloadableExport(() => import('./CompanyChoice'), 'CompanyChoice');

export interface EntryFlowProps {
  /** The external link's route segments as they came (the client id still base64, decoded by linkEntry). */
  link?: { clientId?: string; token?: string };
  signedIn: boolean;
  homeHref: string;
  onSubmitted: (result: RequestSubmitted, client: ClientConfig | undefined, visitor: boolean) => void;
}

export function EntryFlow({ link, signedIn, homeHref, onSubmitted }: EntryFlowProps) {
  // The flow's answers (T) are read as this renders: a change of language renders this again.
  const t = useMessages(createProjectMessages);
  const links = usePortalLinks();
  useEffect(() => void requestForm.preload().catch(() => undefined), []);
  const [visitorAnswer, setVisitorAnswer] = useState<CreateRequestEntry>();
  const [chosen, setChosen] = useState<ClientConfig>();
  const fromServer = useApiQuery<CreateRequestEntry>(
    link
      ? ['createRequestEntry', 'link', link.clientId ?? '', link.token ?? '']
      : signedIn
        ? ['createRequestEntry', 'signedIn']
        : null,
    (http) => (link ? linkEntry(http, link.clientId, link.token) : signedInEntry(http)),
    { revalidateOnFocus: false },
  );
  const visitor = !signedIn;
  const entry = link || signedIn ? fromServer.data : visitorAnswer;
  // Reuse details (signed-in users): a past request's languages, notes and custom fields to start from.
  const search = useSearch();
  const reuseId = signedIn && !link ? new URLSearchParams(search).get(REUSE_QUERY_PARAMETER) : null;
  const reused = useJobRequest(reuseId ?? undefined);
  const reuse = reused.data ? reuseDetails(reused.data) : undefined;

  if (fromServer.error) return <ErrorMessage error={fromServer.error} onRetry={retryOf(fromServer)} />;
  if (reused.error) return <ErrorMessage error={reused.error} onRetry={retryOf(reused)} />;
  if ((link || signedIn) && !entry) return <LoadingBlock />;
  if (reuseId && !reused.data) return <LoadingBlock label={t('createProject.loadingReuse')} />;
  const reuseNotice = reused.data ? (
    <Alert kind="info">{t('createProject.reuseNotice', { name: reused.data.name })}</Alert>
  ) : null;
  if (!entry)
    return (
      <Suspense fallback={<LoadingBlock />}>
        <emailStep.Component onAnswer={setVisitorAnswer} />
      </Suspense>
    );

  const home = (
    <Link href={homeHref} className={buttonClasses('outline')}>
      {t('createProject.returnHome')}
    </Link>
  );
  switch (entry.kind) {
    case 'invalidUrl':
      return (
        <div className="grid gap-4">
          <Alert kind="error" title={T.invalidUrlTitle}>
            {T.invalidUrl}
          </Alert>
          <div>{home}</div>
        </div>
      );
    case 'inactiveClient':
      return (
        <div className="grid gap-4">
          <Alert kind="error">{T.inactiveClient}</Alert>
          <div>{home}</div>
        </div>
      );
    case 'unauthenticatedDisabled':
      return (
        <div className="grid gap-4">
          <Alert kind="warning">{T.unauthenticatedDisabled}</Alert>
          <div className="flex flex-wrap gap-3">
            <Link href={links.signIn(links.createRequest())} className={buttonClasses('primary')}>
              {t('createProject.signIn')}
            </Link>
            {home}
          </div>
        </div>
      );
    case 'choose':
      if (!chosen)
        return (
          <Suspense fallback={<LoadingBlock />}>
            <companyChoice.Component
              clients={entry.clients}
              prompt={signedIn ? T.chooseOrganisation : T.chooseCompany}
              homeHref={homeHref}
              onChoose={setChosen}
            />
          </Suspense>
        );
      return (
        <>
          {reuseNotice}
          <Suspense fallback={<LoadingBlock />}>
            <requestForm.Component
              client={chosen}
              visitor={visitor}
              email={entry.email}
              reuse={reuse}
              onSubmitted={(r) => onSubmitted(r, chosen, visitor)}
            />
          </Suspense>
        </>
      );
    case 'form':
      return (
        <>
          {reuseNotice}
          <Suspense fallback={<LoadingBlock />}>
            <requestForm.Component
              client={entry.client}
              visitor={visitor}
              email={entry.email}
              reuse={reuse}
              onSubmitted={(r) => onSubmitted(r, entry.client, visitor)}
            />
          </Suspense>
        </>
      );
  }
}
