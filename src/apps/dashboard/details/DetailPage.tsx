// The six detail routes (spec §2): a Home breadcrumb, a heading naming the person, and the person's list.
import { useState } from 'react';
import { Link } from 'wouter';
import { pageNow } from '../../../platform/react/demoTime';
import { usePageTitle } from '../../../platform/react/pageTitle';
import { useRuntimeConfig } from '../../../platform/react/platformStore';
import {
  useCoordinatorStats,
  useProjectDetailStats,
  useQaJobStats,
} from '../../../platform/react/queries/statistics';
import { Breadcrumbs } from '../../../ui/Breadcrumbs';
import { Page } from '../../../ui/page/Page';
import type { DashboardRoute } from '../routes';
import { usePortalLinks } from '../../../platform/react/links';
import { useMessages } from '../../../ui/uiLocale';
import { dashboardMessages, type DashboardMessageId, type DashboardT } from '../messages';
import { projectColumns, qaJobColumns, quoteColumns } from './columns';
import { DetailTable } from './DetailTable';

type DetailRoute = Exclude<DashboardRoute, 'dashboard'>;

/** Each list's title, naming the person. */
const LIST_TITLES: Readonly<Record<DetailRoute, DashboardMessageId>> = {
  projectManager: 'dashboard.detail.projectManager',
  pastDue: 'dashboard.detail.pastDue',
  dueToday: 'dashboard.detail.dueToday',
  qa: 'dashboard.detail.qa',
  currentQuotes: 'dashboard.detail.currentQuotes',
  completedQuotes: 'dashboard.detail.completedQuotes',
};

function ProjectList({
  list,
  id,
  caption,
  t,
}: {
  list: 'projectManager' | 'pastDue' | 'dueToday';
  id: string;
  caption: string;
  t: DashboardT;
}) {
  const { externalUrls } = useRuntimeConfig();
  return (
    <DetailTable
      caption={caption}
      query={useProjectDetailStats(list, id)}
      columns={projectColumns(externalUrls.tmsBaseUrl, t)}
      rowKey={(row) => String(row.projectId)}
    />
  );
}

function QaList({ id, caption, t }: { id: string; caption: string; t: DashboardT }) {
  return (
    <DetailTable
      caption={caption}
      query={useQaJobStats(id)}
      columns={qaJobColumns(t)}
      rowKey={(row) => String(row.jobAssignmentId)}
    />
  );
}

function QuoteList({
  list,
  id,
  caption,
  t,
}: {
  list: 'currentQuotes' | 'completedQuotes';
  id: string;
  caption: string;
  t: DashboardT;
}) {
  const { externalUrls } = useRuntimeConfig();
  // The 24 h highlight is judged against the time the page opened (the page's now: in demo mode the
  // backend's clock), so rows do not change colour mid-read.
  const [now] = useState(() => pageNow());
  return (
    <DetailTable
      caption={caption}
      query={useCoordinatorStats(list, id)}
      columns={quoteColumns(externalUrls.tmsBaseUrl, list === 'completedQuotes', now, t)}
      rowKey={(row) => `${row.quoteId ?? ''}|${row.internalProjectId ?? ''}`}
    />
  );
}

export function DetailPage({
  route,
  name,
  id,
  dashboardHref,
  dashboardTitle,
}: {
  route: DetailRoute;
  name: string;
  id: string;
  dashboardHref: string;
  /** The tool's name, as the shell names it. */
  dashboardTitle: string;
}) {
  const t = useMessages(dashboardMessages);
  const title = t(LIST_TITLES[route], { name });
  usePageTitle(title);
  const home = usePortalLinks().home();
  return (
    <Page
      width="wide"
      breadcrumbs={
        <Breadcrumbs
          items={[
            { label: t('dashboard.home'), href: home },
            { label: dashboardTitle, href: dashboardHref },
            { label: title },
          ]}
          link={Link}
        />
      }
      title={title}
    >
      {route === 'qa' ? (
        <QaList id={id} caption={title} t={t} />
      ) : route === 'currentQuotes' || route === 'completedQuotes' ? (
        <QuoteList list={route} id={id} caption={title} t={t} />
      ) : (
        <ProjectList list={route} id={id} caption={title} t={t} />
      )}
    </Page>
  );
}
