import { Suspense } from 'react';
import { preloadableExport } from '../../platform/react/preloadableExport';
import { usePreloadWhenSettled } from '../../platform/react/preloadWhenSettled';
import { usePortalLinks } from '../../platform/react/links';
import type { ToolPropsOf } from '../../platform/react/toolManifest';
import type { manifest } from './manifest';
import { LoadingBlock } from '../../ui/Spinner';
import { ReportListPage } from './list/ReportListPage';

// A report's page (its filter form, results and CSV export) loads on that page: the list, where Reports
// opens, no longer waits on its code. The manifest names the module, so a deep link preloads it with the
// tool (scripts/route-preloads.mjs); from the list it loads once the page has settled, and then shows without
// a loading flash.
const detail = preloadableExport(() => import('./detail/ReportDetailPage'), 'ReportDetailPage');

/** Reports (part 2 §2.5): the grouped list and one report's detail. */
export default function ReportsRoot({ route, params, href, title }: ToolPropsOf<typeof manifest>) {
  const home = usePortalLinks().home();
  const onDetail = route === 'detail' && !!params.reportId;
  usePreloadWhenSettled(detail, !onDetail);
  if (onDetail)
    return (
      <Suspense fallback={<LoadingBlock />}>
        <detail.Component
          key={params.reportId}
          reportId={params.reportId!}
          homeHref={home}
          listHref={href('list')}
          listTitle={title}
        />
      </Suspense>
    );
  return (
    <ReportListPage title={title} homeHref={home} detailHref={(reportId) => href('detail', { reportId })} />
  );
}
