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
import { projectColumns, qaJobColumns, quoteColumns } from './columns';
import { DetailTable } from './DetailTable';

type DetailRoute = Exclude<DashboardRoute, 'dashboard'>;

const LIST_TITLES: Record<DetailRoute, string> = {
  projectManager: 'Projects',
  pastDue: 'Past due',
  dueToday: 'Due today',
  qa: 'QA jobs',
  currentQuotes: 'Current quotes',
  completedQuotes: 'Completed quotes',
};

function ProjectList({
  list,
  id,
  caption,
}: {
  list: 'projectManager' | 'pastDue' | 'dueToday';
  id: string;
  caption: string;
}) {
  const { externalUrls } = useRuntimeConfig();
  return (
    <DetailTable
      caption={caption}
      query={useProjectDetailStats(list, id)}
      columns={projectColumns(externalUrls.tmsBaseUrl)}
      rowKey={(row) => String(row.projectId)}
    />
  );
}

function QaList({ id, caption }: { id: string; caption: string }) {
  return (
    <DetailTable
      caption={caption}
      query={useQaJobStats(id)}
      columns={qaJobColumns()}
      rowKey={(row) => String(row.jobAssignmentId)}
    />
  );
}

function QuoteList({
  list,
  id,
  caption,
}: {
  list: 'currentQuotes' | 'completedQuotes';
  id: string;
  caption: string;
}) {
  const { externalUrls } = useRuntimeConfig();
  // The 24 h highlight is judged against the time the page opened (the page's now: in demo mode the
  // backend's clock), so rows do not change colour mid-read.
  const [now] = useState(() => pageNow());
  return (
    <DetailTable
      caption={caption}
      query={useCoordinatorStats(list, id)}
      columns={quoteColumns(externalUrls.tmsBaseUrl, list === 'completedQuotes', now)}
      rowKey={(row) => `${row.quoteId ?? ''}|${row.internalProjectId ?? ''}`}
    />
  );
}

export function DetailPage({
  route,
  name,
  id,
  dashboardHref,
}: {
  route: DetailRoute;
  name: string;
  id: string;
  dashboardHref: string;
}) {
  const title = `${LIST_TITLES[route]}: ${name}`;
  usePageTitle(title);
  const home = usePortalLinks().home();
  return (
    <Page
      width="wide"
      breadcrumbs={
        <Breadcrumbs
          items={[
            { label: 'Home', href: home },
            { label: 'Staff Dashboard', href: dashboardHref },
            { label: title },
          ]}
          link={Link}
        />
      }
      title={title}
    >
      {route === 'qa' ? (
        <QaList id={id} caption={title} />
      ) : route === 'currentQuotes' || route === 'completedQuotes' ? (
        <QuoteList list={route} id={id} caption={title} />
      ) : (
        <ProjectList list={route} id={id} caption={title} />
      )}
    </Page>
  );
}
