// Coupa (part 2 §2.10): the punch-out starter, the request list, a request's page with its tabs, the
// create-quote form and the error page.
import { Suspense } from 'react';
import { preloadableExport } from '../../platform/react/preloadableExport';
import { usePreloadWhenSettled } from '../../platform/react/preloadWhenSettled';
import type { ToolProps } from '../../platform/react/toolManifest';
import { LoadingBlock } from '../../ui/Spinner';
import { CoupaErrorPage } from './CoupaErrorPage';
import { CoupaList } from './CoupaList';
import { CoupaStarter } from './CoupaStarter';

// A request's page (tabs, dialogs, dates) and the create-quote form (the whole request form) load on those
// pages: the list, where Coupa users land, no longer parses and runs them first (profiled on a phone, their
// module code ran before the list's heading painted). Each route's module is named in the manifest, so a
// deep link preloads it with the tool (scripts/route-preloads.mjs); from the list, a request's page loads
// once the page has settled, and then shows without a loading flash.
const detail = preloadableExport(() => import('./detail/CoupaDetail'), 'CoupaDetail');
const createQuote = preloadableExport(() => import('./CoupaCreateQuote'), 'CoupaCreateQuote');

type CoupaRoute = 'list' | 'detail' | 'starter' | 'error' | 'createQuote';

export default function CoupaRoot({ route, params, href, basePath }: ToolProps) {
  const to = href as ToolProps<CoupaRoute>['href'];
  usePreloadWhenSettled(detail, route === 'list');
  switch (route as CoupaRoute) {
    case 'starter':
      return <CoupaStarter requestId={params.requestId ?? ''} listHref={to('list')} />;
    case 'error':
      return <CoupaErrorPage homeHref={basePath || '/'} />;
    case 'createQuote':
      return (
        <Suspense fallback={<LoadingBlock />}>
          <createQuote.Component listHref={to('list')} />
        </Suspense>
      );
    case 'detail':
      return (
        <Suspense fallback={<LoadingBlock />}>
          <detail.Component key={params.jobRequestId} id={params.jobRequestId ?? ''} listHref={to('list')} />
        </Suspense>
      );
    default:
      return (
        <CoupaList
          detailHref={(id) => to('detail', { jobRequestId: id })}
          createQuoteHref={to('createQuote')}
        />
      );
  }
}
