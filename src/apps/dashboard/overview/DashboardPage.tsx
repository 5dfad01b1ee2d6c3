// Spec §2 Dashboard page: five collapsible sections, each call (category, vertical, list) its own query so
// they run in parallel and each panel loads and fails on its own. Queries run in always-mounted panel
// components, so a collapsed panel still has its numbers ready.
import { useMemo } from 'react';
import { Link } from 'wouter';
import { DASHBOARD_VERTICALS, type DashboardVertical } from '../../../platform/domain/entities/statistics';
import { usePageTitle } from '../../../platform/react/pageTitle';
import {
  useProjectStats,
  useQuoteStats,
  useSummaryStats,
  type SummaryList,
} from '../../../platform/react/queries/statistics';
import { Breadcrumbs } from '../../../ui/Breadcrumbs';
import { Button } from '../../../ui/Button';
import { Page } from '../../../ui/page/Page';
import type { DashboardHref } from '../routes';
import { usePortalLinks } from '../../../platform/react/links';
import { useMessages, useUiLocale } from '../../../ui/uiLocale';
import { dashboardMessages, type DashboardMessageId, type DashboardT } from '../messages';
import { dashboardColumns, type DashboardColumns } from './columns';
import { Panel } from './Panel';
import { StatsTable } from './StatsTable';
import { useExpansion } from './useExpansion';

type Expansion = ReturnType<typeof useExpansion>;

/** Panel titles of the verticals (spec §2). */
const VERTICAL_TITLES: Readonly<Record<DashboardVertical, DashboardMessageId>> = {
  comprehension: 'dashboard.vertical.comprehension',
  healthcare: 'dashboard.vertical.healthcare',
  insurance: 'dashboard.vertical.insurance',
  technical: 'dashboard.vertical.technical',
  government: 'dashboard.vertical.government',
  taiwan: 'dashboard.vertical.taiwan',
};

interface PanelDef {
  id: string;
  title: DashboardMessageId;
  render: (columns: DashboardColumns, expansion: Expansion, t: DashboardT) => React.ReactNode;
}

/**
 * A statistics panel: one statistics call (`source`: its type, or the summary list) shown as a table in a
 * collapsible panel.
 */
interface StatsPanelProps<Source> {
  id: string;
  title: string;
  source: Source;
  columns: DashboardColumns;
  expansion: Expansion;
  t: DashboardT;
}

function ManagerPanel({ id, title, source, columns, expansion, t }: StatsPanelProps<string>) {
  const query = useProjectStats(source);
  return (
    <Panel id={id} title={title} open={expansion.isOpen(id)} onToggle={() => expansion.toggle(id)}>
      <StatsTable
        caption={title}
        query={query}
        columns={columns.manager}
        emptyMessage={t('dashboard.empty')}
      />
    </Panel>
  );
}

function FohPcPanel({ id, title, source, columns, expansion, t }: StatsPanelProps<string>) {
  const query = useQuoteStats(source);
  return (
    <Panel id={id} title={title} open={expansion.isOpen(id)} onToggle={() => expansion.toggle(id)}>
      <StatsTable
        caption={title}
        query={query}
        columns={columns.currentQuotes}
        emptyMessage={t('dashboard.empty')}
      />
    </Panel>
  );
}

function SummaryPanel({ id, title, source, columns, expansion, t }: StatsPanelProps<SummaryList>) {
  const query = useSummaryStats(source);
  return (
    <Panel id={id} title={title} open={expansion.isOpen(id)} onToggle={() => expansion.toggle(id)}>
      <StatsTable
        caption={title}
        query={query}
        columns={columns[source]}
        emptyMessage={t('dashboard.empty')}
      />
    </Panel>
  );
}

/** The panel definitions of one kind of panel: its id, title and statistics call. */
const panelsOf =
  <Source,>(Component: React.ComponentType<StatsPanelProps<Source>>) =>
  (id: string, title: DashboardMessageId, source: Source): PanelDef => ({
    id,
    title,
    render: (columns, expansion, t) => (
      <Component
        key={id}
        id={id}
        title={t(title)}
        source={source}
        columns={columns}
        expansion={expansion}
        t={t}
      />
    ),
  });
const manager = panelsOf(ManagerPanel);
const summary = panelsOf(SummaryPanel);
const fohPc = panelsOf(FohPcPanel);

const SECTIONS: readonly { id: string; title: DashboardMessageId; panels: readonly PanelDef[] }[] = [
  {
    id: 'starts',
    title: 'dashboard.section.starts',
    panels: [manager('starts', 'dashboard.section.starts', 'starts')],
  },
  {
    id: 'pmsv',
    title: 'dashboard.section.pmsv',
    panels: DASHBOARD_VERTICALS.map((vertical) =>
      manager(`pmsv-${vertical}`, VERTICAL_TITLES[vertical], vertical),
    ),
  },
  {
    id: 'qa',
    title: 'dashboard.section.qa',
    panels: [summary('qa', 'dashboard.panel.qaSpecialists', 'qa')],
  },
  {
    id: 'foh',
    title: 'dashboard.section.foh',
    panels: [
      summary('foh-current', 'dashboard.panel.current', 'fohCurrent'),
      summary('foh-completed', 'dashboard.panel.completed', 'fohCompleted'),
      summary('foh-pending', 'dashboard.panel.pendingReview', 'fohPendingReview'),
    ],
  },
  {
    id: 'fohpc',
    title: 'dashboard.section.fohpc',
    panels: [
      ...DASHBOARD_VERTICALS.map((vertical) =>
        fohPc(`fohpc-${vertical}`, VERTICAL_TITLES[vertical], vertical),
      ),
      fohPc('fohpc-unassigned', 'dashboard.unassigned', 'unassigned'),
    ],
  },
];

/** The dashboard, titled with the tool's name (`title`, as the shell names it). */
export function DashboardPage({ href, title }: { href: DashboardHref; title: string }) {
  const home = usePortalLinks().home();
  const t = useMessages(dashboardMessages);
  usePageTitle(t('dashboard.tabTitle'));
  const expansion = useExpansion();
  // Made once per language: stable, so a panel's table renders again only when its rows change.
  const locale = useUiLocale();
  const columns = useMemo(() => {
    void locale;
    return dashboardColumns(href, t);
  }, [href, t, locale]);
  return (
    <Page
      breadcrumbs={
        <Breadcrumbs items={[{ label: t('dashboard.home'), href: home }, { label: title }]} link={Link} />
      }
      title={title}
    >
      {SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`} className="space-y-2">
          <div className="flex items-center justify-between">
            <h2 id={`section-${section.id}`} className="text-xl font-semibold text-slate-900">
              {t(section.title)}
            </h2>
            <Button
              variant="outline"
              size="sm"
              onClick={() => expansion.collapseAll(section.panels.map((panel) => panel.id))}
            >
              {/* The section in the name after the visible words, which every language then starts it with. */}
              {`${t('dashboard.collapseAll')} `}
              <span className="sr-only">{t(section.title)}</span>
            </Button>
          </div>
          {section.panels.map((panel) => panel.render(columns, expansion, t))}
        </section>
      ))}
    </Page>
  );
}
