import { Suspense } from 'react';
import { preloadableExport } from '../../platform/react/preloadableExport';
import { usePreloadWhenSettled } from '../../platform/react/preloadWhenSettled';
import type { ToolPropsOf } from '../../platform/react/toolManifest';
import { LoadingBlock } from '../../ui/Spinner';
import { DashboardPage } from './overview/DashboardPage';
import type { manifest } from './manifest';

// The detail pages (a virtualised list of thousands of rows with its filter) load on those pages: the
// dashboard no longer waits on their code. The manifest names the module, so a deep link preloads it with
// the tool (scripts/route-preloads.mjs); from the dashboard it loads once the page has settled, and then shows
// without a loading flash.
const detail = preloadableExport(() => import('./details/DetailPage'), 'DetailPage');

/** The dashboard and its six detail routes (spec §2). */
export default function DashboardRoot({ route, params, href, title }: ToolPropsOf<typeof manifest>) {
  usePreloadWhenSettled(detail, route === 'dashboard');
  if (route === 'dashboard') return <DashboardPage href={href} title={title} />;
  return (
    <Suspense fallback={<LoadingBlock />}>
      <detail.Component
        key={`${route}/${params.id ?? ''}`}
        route={route}
        name={params.name ?? ''}
        id={params.id ?? 'null'}
        dashboardHref={href('dashboard')}
        dashboardTitle={title}
      />
    </Suspense>
  );
}
