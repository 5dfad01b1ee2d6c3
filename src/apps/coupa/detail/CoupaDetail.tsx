// A Coupa request (part 2 §2.10): back, name, summary (status, submitted on, source, targets) and the tabs
// Source Documents, Quote (quote requests, or when a quote document exists) and Deliverables.
import { useState } from 'react';
import { Link } from 'wouter';
import { coupaStatusLabel } from '../../../platform/domain/coupaStatus';
import { assertCoupaOrigination, hasQuoteTab } from '../../../platform/flows/coupa';
import { formatDisplayDate } from '../../../platform/locale/dates';
import { ErrorMessage } from '../../../platform/react/ErrorMessage';
import { retryOf } from '../../../platform/react/retryLoad';
import { usePageTitle } from '../../../platform/react/pageTitle';
import { useJobRequest } from '../../../platform/react/queries/jobRequests';
import { buttonClasses } from '../../../ui/Button';
import { Page } from '../../../ui/page/Page';
import { PageHeading } from '../../../ui/page/PageHeading';
import { LoadingBlock } from '../../../ui/Spinner';
import { Tabs } from '../../../ui/Tabs';
import { DeliverablesTab } from './DeliverablesTab';
import { QuoteTab } from './QuoteTab';
import { SourceDocumentsTab } from './SourceDocumentsTab';
import { useMessages } from '../../../ui/uiLocale';
import { coupaFlowMessages } from '../../../platform/flows/i18n/coupa/messages';
import { coupaMessages } from '../messages';

type TabId = 'source' | 'quote' | 'deliverables';

export function CoupaDetail({ id, listHref }: { id: string; listHref: string }) {
  const { data: request, error, mutate } = useJobRequest(id);
  const t = useMessages(coupaMessages);
  const flow = useMessages(coupaFlowMessages);
  const [tab, setTab] = useState<TabId>('source');
  // The request, then the tool (the tool alone while the request loads).
  usePageTitle(request?.name ?? flow('coupaFlow.title'), request ? flow('coupaFlow.title') : undefined);
  const back = (
    <Link href={listHref} className={buttonClasses('outline', 'sm')}>
      {t('coupa.back')}
    </Link>
  );
  if (error)
    return (
      <Frame back={back}>
        <ErrorMessage error={error} onRetry={retryOf({ error, mutate })} />
      </Frame>
    );
  if (!request)
    return (
      <Frame back={back}>
        <LoadingBlock />
      </Frame>
    );
  try {
    assertCoupaOrigination(request);
  } catch (unsupported) {
    return (
      <Frame back={back}>
        <ErrorMessage error={unsupported} />
      </Frame>
    );
  }
  const tabs = [
    { id: 'source', label: t('coupa.tab.source') },
    ...(hasQuoteTab(request) ? [{ id: 'quote', label: t('coupa.tab.quote') }] : []),
    { id: 'deliverables', label: t('coupa.tab.deliverables') },
  ];
  const targets = (request.targetLanguages ?? [])
    .map((language) => language.name)
    .sort()
    .join(', ');
  return (
    <Frame back={back}>
      <PageHeading>{request.name}</PageHeading>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">{t('coupa.status')}</dt>
        <dd>{coupaStatusLabel(request.status, request.requestType)}</dd>
        <dt className="font-medium text-slate-700">{t('coupa.submittedOn')}</dt>
        <dd>{formatDisplayDate(request.createTime)}</dd>
        <dt className="font-medium text-slate-700">{t('coupa.sourceLanguage')}</dt>
        <dd>{request.sourceLanguage?.name ?? ''}</dd>
        <dt className="font-medium text-slate-700">{t('coupa.targetLanguages')}</dt>
        <dd>{targets}</dd>
      </dl>
      <Tabs label={t('coupa.tabs')} tabs={tabs} selected={tab} onChange={(next) => setTab(next as TabId)}>
        {tab === 'quote' ? (
          <QuoteTab request={request} />
        ) : tab === 'deliverables' ? (
          <DeliverablesTab request={request} />
        ) : (
          <SourceDocumentsTab request={request} />
        )}
      </Tabs>
    </Frame>
  );
}

function Frame({ back, children }: { back: React.ReactNode; children: React.ReactNode }) {
  return (
    <Page>
      <div>{back}</div>
      {children}
    </Page>
  );
}
