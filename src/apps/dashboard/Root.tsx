import type { ToolProps } from '../../platform/react/toolManifest';
import { ComingSoon } from '../../ui/ComingSoon';
import { DashboardPage } from './overview/DashboardPage';
import type { DashboardRoute } from './routes';

/** The dashboard and its detail routes (spec §2). */
export default function DashboardRoot({ route, href, basePath }: ToolProps) {
  const to = href as ToolProps<DashboardRoute>['href'];
  if (route === 'dashboard') return <DashboardPage href={to} basePath={basePath} />;
  return <ComingSoon title="Staff Dashboard" description="This detail table is not built yet." />;
}
