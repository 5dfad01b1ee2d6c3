import type { ToolProps } from '../../platform/react/toolManifest';
import { ReportDetailPage } from './detail/ReportDetailPage';
import { ReportListPage } from './list/ReportListPage';

/** Reports (part 2 §2.5): the grouped list and one report's detail. */
export default function ReportsRoot({ route, params, href, basePath }: ToolProps) {
  const to = href as ToolProps<'list' | 'detail'>['href'];
  if (route === 'detail' && params.reportId)
    return (
      <ReportDetailPage
        key={params.reportId}
        reportId={params.reportId}
        homeHref={basePath || '/'}
        listHref={to('list')}
      />
    );
  return <ReportListPage homeHref={basePath || '/'} detailHref={(reportId) => to('detail', { reportId })} />;
}
