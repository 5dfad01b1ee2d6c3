// Coupa (part 2 §2.10): the punch-out starter, the request list, a request's page with its tabs, the
// create-quote form and the error page.
import { lazy, Suspense } from 'react';
import type { ToolProps } from '../../platform/react/toolManifest';
import { LoadingBlock } from '../../ui/Spinner';
import { CoupaDetail } from './detail/CoupaDetail';
import { CoupaErrorPage } from './CoupaErrorPage';
import { CoupaList } from './CoupaList';
import { CoupaStarter } from './CoupaStarter';

// The create-quote page carries the whole request form: loaded on that page only.
const CoupaCreateQuote = lazy(() => import('./CoupaCreateQuote').then((m) => ({ default: m.CoupaCreateQuote })));

type CoupaRoute = 'list' | 'detail' | 'starter' | 'error' | 'createQuote';

export default function CoupaRoot({ route, params, href, basePath }: ToolProps) {
  const to = href as ToolProps<CoupaRoute>['href'];
  switch (route as CoupaRoute) {
    case 'starter':
      return <CoupaStarter requestId={params.requestId ?? ''} listHref={to('list')} />;
    case 'error':
      return <CoupaErrorPage homeHref={basePath || '/'} />;
    case 'createQuote':
      return (
        <Suspense fallback={<LoadingBlock />}>
          <CoupaCreateQuote listHref={to('list')} />
        </Suspense>
      );
    case 'detail':
      return <CoupaDetail key={params.jobRequestId} id={params.jobRequestId ?? ''} listHref={to('list')} />;
    default:
      return <CoupaList detailHref={(id) => to('detail', { jobRequestId: id })} createQuoteHref={to('createQuote')} />;
  }
}
