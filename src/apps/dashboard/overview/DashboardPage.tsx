// Spec §2 Dashboard page: five collapsible sections, each call (category, vertical, list) its own query so
// they run in parallel and each panel loads and fails on its own. Queries run in always-mounted panel
// components, so a collapsed panel still has its numbers ready.
import { Link } from 'wouter';
import { DASHBOARD_VERTICALS } from '../../../platform/domain/entities/statistics';
import { VERTICAL_LABELS } from '../../../platform/domain/dashboardRules';
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
import { coordinatorColumns, managerColumns, qaColumns } from './columns';
import { Panel } from './Panel';
import { StatsTable } from './StatsTable';
import { useExpansion } from './useExpansion';

type Expansion = ReturnType<typeof useExpansion>;

interface PanelDef {
  id: string;
  title: string;
  render: (href: DashboardHref, expansion: Expansion) => React.ReactNode;
}

/** A statistics panel: one statistics call (`type`) shown as a table in a collapsible panel. */
interface StatsPanelProps {
  id: string;
  title: string;
  type: string;
  href: DashboardHref;
  expansion: Expansion;
}

function ManagerPanel({ id, title, type, href, expansion }: StatsPanelProps) {
  const query = useProjectStats(type);
  return (
    <Panel id={id} title={title} open={expansion.isOpen(id)} onToggle={() => expansion.toggle(id)}>
      <StatsTable caption={title} query={query} columns={managerColumns(href)} />
    </Panel>
  );
}

function FohPcPanel({ id, title, type, href, expansion }: StatsPanelProps) {
  const query = useQuoteStats(type);
  return (
    <Panel id={id} title={title} open={expansion.isOpen(id)} onToggle={() => expansion.toggle(id)}>
      <StatsTable caption={title} query={query} columns={coordinatorColumns(href, 'currentQuotes')} />
    </Panel>
  );
}

function SummaryPanel({
  id,
  title,
  list,
  href,
  expansion,
}: {
  id: string;
  title: string;
  list: SummaryList;
  href: DashboardHref;
  expansion: Expansion;
}) {
  const query = useSummaryStats(list);
  const columns =
    list === 'qa'
      ? qaColumns(href)
      : coordinatorColumns(
          href,
          list === 'fohCompleted' ? 'completedQuotes' : 'currentQuotes',
          list === 'fohPendingReview',
        );
  return (
    <Panel id={id} title={title} open={expansion.isOpen(id)} onToggle={() => expansion.toggle(id)}>
      <StatsTable caption={title} query={query} columns={columns} />
    </Panel>
  );
}

const manager = (id: string, title: string, type: string): PanelDef => ({
  id,
  title,
  render: (href, expansion) => (
    <ManagerPanel key={id} id={id} title={title} type={type} href={href} expansion={expansion} />
  ),
});
const summary = (id: string, title: string, list: SummaryList): PanelDef => ({
  id,
  title,
  render: (href, expansion) => (
    <SummaryPanel key={id} id={id} title={title} list={list} href={href} expansion={expansion} />
  ),
});
const fohPc = (id: string, title: string, type: string): PanelDef => ({
  id,
  title,
  render: (href, expansion) => (
    <FohPcPanel key={id} id={id} title={title} type={type} href={href} expansion={expansion} />
  ),
});

const SECTIONS: readonly { id: string; title: string; panels: readonly PanelDef[] }[] = [
  { id: 'starts', title: 'Starts', panels: [manager('starts', 'Starts', 'starts')] },
  {
    id: 'pmsv',
    title: 'PM/SV',
    panels: DASHBOARD_VERTICALS.map((vertical) =>
      manager(`pmsv-${vertical}`, VERTICAL_LABELS[vertical], vertical),
    ),
  },
  { id: 'qa', title: 'QA', panels: [summary('qa', 'QA specialists', 'qa')] },
  {
    id: 'foh',
    title: 'Front of house',
    panels: [
      summary('foh-current', 'Current', 'fohCurrent'),
      summary('foh-completed', 'Completed', 'fohCompleted'),
      summary('foh-pending', 'Pending review', 'fohPendingReview'),
    ],
  },
  {
    id: 'fohpc',
    title: 'FOH PC',
    panels: [
      ...DASHBOARD_VERTICALS.map((vertical) =>
        fohPc(`fohpc-${vertical}`, VERTICAL_LABELS[vertical], vertical),
      ),
      fohPc('fohpc-unassigned', 'Unassigned', 'unassigned'),
    ],
  },
];

export function DashboardPage({ href }: { href: DashboardHref }) {
  const home = usePortalLinks().home();
  usePageTitle('Dashboard');
  const expansion = useExpansion();
  return (
    <Page
      breadcrumbs={
        <Breadcrumbs items={[{ label: 'Home', href: home }, { label: 'Staff Dashboard' }]} link={Link} />
      }
      title="Staff Dashboard"
    >
      {SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`} className="space-y-2">
          <div className="flex items-center justify-between">
            <h2 id={`section-${section.id}`} className="text-xl font-semibold text-slate-900">
              {section.title}
            </h2>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Collapse all ${section.title}`}
              onClick={() => expansion.collapseAll(section.panels.map((panel) => panel.id))}
            >
              Collapse all
            </Button>
          </div>
          {section.panels.map((panel) => panel.render(href, expansion))}
        </section>
      ))}
    </Page>
  );
}
