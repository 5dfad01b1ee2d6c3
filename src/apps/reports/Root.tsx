import { Suspense } from 'react';
import { preloadableExport } from '../../platform/react/preloadableExport';
import { usePreloadWhenSettled } from '../../platform/react/preloadWhenSettled';
import type { ToolProps } from '../../platform/react/toolManifest';
import { LoadingBlock } from '../../ui/Spinner';
import { ReportListPage } from './list/ReportListPage';

// A report's page (its filter form, results and CSV export) loads on that page: the list, where Reports
// opens, no longer waits on its code. The manifest names the module, so a deep link preloads it with the
// tool (scripts/route-preloads.mjs); from the list it loads once the page has settled, and then shows without
// a loading flash.
const detail = preloadableExport(() => import('./detail/ReportDetailPage'), 'ReportDetailPage');

/** Reports (part 2 §2.5): the grouped list and one report's detail. */
export default function ReportsRoot({ route, params, href, basePath }: ToolProps) {
  const to = href as ToolProps<'list' | 'detail'>['href'];
  const onDetail = route === 'detail' && !!params.reportId;
  usePreloadWhenSettled(detail, !onDetail);
  if (onDetail)
    return (
      <Suspense fallback={<LoadingBlock />}>
        <detail.Component
          key={params.reportId}
          reportId={params.reportId!}
          homeHref={basePath || '/'}
          listHref={to('list')}
        />
      </Suspense>
    );
  return <ReportListPage homeHref={basePath || '/'} detailHref={(reportId) => to('detail', { reportId })} />;
}
