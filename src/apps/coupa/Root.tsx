// Coupa (part 2 §2.10): the punch-out starter, the request list, a request's page with its tabs, the
// create-quote form and the error page.
import { Suspense } from 'react';
import { preloadableExport } from '../../platform/react/preloadableExport';
import { usePreloadWhenSettled } from '../../platform/react/preloadWhenSettled';
import { usePortalLinks } from '../../platform/react/links';
import type { ToolPropsOf } from '../../platform/react/toolManifest';
import { LoadingBlock } from '../../ui/Spinner';
import { CoupaErrorPage } from './CoupaErrorPage';
import { CoupaList } from './CoupaList';
import { CoupaStarter } from './CoupaStarter';
import type { manifest } from './manifest';

// A request's page (tabs, dialogs, dates) and the create-quote form (the whole request form) load on those
// pages: the list, where Coupa users land, no longer parses and runs them first (profiled on a phone, their
// module code ran before the list's heading painted). Each route's module is named in the manifest, so a
// deep link preloads it with the tool (scripts/route-preloads.mjs); from the list, a request's page loads
// once the page has settled, and then shows without a loading flash.
const detail = preloadableExport(() => import('./detail/CoupaDetail'), 'CoupaDetail');
const createQuote = preloadableExport(() => import('./CoupaCreateQuote'), 'CoupaCreateQuote');

export default function CoupaRoot({ route, params, href }: ToolPropsOf<typeof manifest>) {
  const links = usePortalLinks();
  usePreloadWhenSettled(detail, route === 'list');
  switch (route) {
    case 'starter':
      return <CoupaStarter requestId={params.requestId ?? ''} listHref={href('list')} />;
    case 'error':
      return <CoupaErrorPage homeHref={links.home()} />;
    case 'createQuote':
      return (
        <Suspense fallback={<LoadingBlock />}>
          <createQuote.Component listHref={href('list')} />
        </Suspense>
      );
    case 'detail':
      return (
        <Suspense fallback={<LoadingBlock />}>
          <detail.Component
            key={params.jobRequestId}
            id={params.jobRequestId ?? ''}
            listHref={href('list')}
          />
        </Suspense>
      );
    default:
      return (
        <CoupaList
          detailHref={(id) => href('detail', { jobRequestId: id })}
          createQuoteHref={href('createQuote')}
        />
      );
  }
}
