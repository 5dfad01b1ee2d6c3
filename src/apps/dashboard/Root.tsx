import type { ToolProps } from '../../platform/react/toolManifest';
import { DetailPage } from './details/DetailPage';
import { DashboardPage } from './overview/DashboardPage';
import type { DashboardRoute } from './routes';

/** The dashboard and its six detail routes (spec §2). */
export default function DashboardRoot({ route, params, href, basePath }: ToolProps) {
  const to = href as ToolProps<DashboardRoute>['href'];
  const name = route as DashboardRoute;
  if (name === 'dashboard') return <DashboardPage href={to} basePath={basePath} />;
  return (
    <DetailPage
      key={`${name}/${params.id ?? ''}`}
      route={name}
      name={params.name ?? ''}
      id={params.id ?? 'null'}
      basePath={basePath}
      dashboardHref={to('dashboard')}
    />
  );
}
