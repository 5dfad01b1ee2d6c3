import { Suspense } from 'react';
import { parsePortalPath, useLocale } from '../../platform/react/locale';
import { preloadableLazy } from '../../platform/react/preloadableLazy';
import { uiLocaleStarted } from '../../platform/react/uiLocale';
import { LoadingBlock } from '../../ui/Spinner';
import { HomePage } from '../home/HomePage';
import { RoutesErrorBoundary } from './RoutesErrorBoundary';

// Every page but the home, with the tool registry and the guards, is one chunk loaded on arrival: the
// signed-out home's initial JS carries none of it.
const otherRoutes = preloadableLazy(() => import('./OtherRoutes'));

/** A deep link needs that chunk: the entry starts fetching it before the config has even arrived. */
export function preloadRoutesFor(pathname: string, productName = 'llts'): void {
  if (parsePortalPath(pathname, productName).rest !== '/') void otherRoutes.preload().catch(() => undefined);
}

/**
 * Before the first render of a deep link: its routes and its tool, so the first paint shows the tool
 * rather than a spinner that React would then keep for 300 ms. Capped, so a slow network still gets the
 * header and a loading state promptly.
 */
export async function prepareFirstRoute(pathname: string, productName: string, capMs = 400): Promise<void> {
  const { rest } = parsePortalPath(pathname, productName);
  // The browser's language too (its catalogues, when it is not English), so the first paint is in it.
  const prepared = Promise.all([
    uiLocaleStarted(),
    rest === '/' ? undefined : otherRoutes.preload().then((module) => module.prepareRoute(rest, productName)),
  ]);
  await Promise.race([prepared.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, capMs))]);
}

function Page({ path }: { path: string }) {
  if (path === '/') return <HomePage />;
  // Read here, below the boundary: after a failed fetch, Try again renders a new lazy component.
  const OtherRoutes = otherRoutes.Component;
  return (
    <Suspense fallback={<LoadingBlock />}>
      <OtherRoutes path={path} />
    </Suspense>
  );
}

/** Renders the page of the current path (below the optional branch segment). */
export function PortalRoutes() {
  const { path } = useLocale();
  return (
    <RoutesErrorBoundary path={path}>
      <Page path={path} />
    </RoutesErrorBoundary>
  );
}
