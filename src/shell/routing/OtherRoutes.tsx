import { Suspense, type ReactNode } from 'react';
import { useRouter } from 'wouter';
import { DataCache } from '../../platform/react/DataCache';
import { useRuntimeConfig } from '../../platform/react/platformStore';
import { preloadableLazy } from '../../platform/react/preloadableLazy';
import { prefetchEnabledApplications } from '../../platform/react/queries/userAccount';
import { withProductName } from '../../platform/react/toolManifest';
import { LoadingBlock } from '../../ui/Spinner';
import { useMessages } from '../../ui/uiLocale';
import { signInMessages } from '../auth/messages';
import { needsEnabledApplications } from '../access/evaluateAccess';
import { NotFoundPage } from '../pages/NotFoundPage';
import { TOOL_MANIFESTS } from '../registry/manifests';
import { toolChunk } from '../tools/toolChunks';
import { ToolRoute } from '../tools/ToolRoute';
import { matchPortalRoute } from './matchPortalRoute';

const signInPage = preloadableLazy(() => import('../auth/SignInPage'));
const forgotPasswordPage = preloadableLazy(() => import('../auth/ForgotPasswordPage'));
const federatedCallback = preloadableLazy(() => import('../auth/FederatedCallback'));

const firstSegment = (path: string) => path.split('/')[1]?.toLowerCase() ?? '';

/**
 * Loads the tool a path belongs to before the first render, picked by the literal first segment of its
 * routes (no route parser is at hand yet). Only a head start: the route table still decides, and a failed
 * load is left to the tool's error boundary.
 */
export async function prepareRoute(path: string, productName: string): Promise<void> {
  const segment = firstSegment(path);
  const manifest = TOOL_MANIFESTS.find((candidate) =>
    candidate.routes.some((route) => firstSegment(withProductName(route.path, productName)) === segment),
  );
  // Its guard waits on the enabled applications: asked now, beside the tool's code, not after it.
  if (manifest && needsEnabledApplications(manifest.access)) prefetchEnabledApplications();
  if (manifest)
    await toolChunk(manifest)
      .preload()
      .catch(() => undefined);
}

const loading = (page: ReactNode, label?: string) => (
  <Suspense fallback={<LoadingBlock label={label} />}>{page}</Suspense>
);

/** Every route but the home: the shell's own pages, each tool's routes, and the not-found page. */
function Routes({ path }: { path: string }) {
  const { parser } = useRouter();
  const { productName } = useRuntimeConfig();
  const t = useMessages(signInMessages);
  const match = matchPortalRoute(parser, path, TOOL_MANIFESTS, productName);
  switch (match.kind) {
    case 'signIn':
      return loading(<signInPage.Component />);
    case 'forgotPassword':
      return loading(<forgotPasswordPage.Component />);
    case 'federatedCallback':
      return loading(<federatedCallback.Component />, t('shell.signIn.signingYouIn'));
    case 'tool':
      // Requested as soon as the path matches, while the guard decides.
      void toolChunk(match.manifest)
        .preload()
        .catch(() => undefined);
      // Keyed by tool: another tool remounts (new store), another route of the same tool does not.
      return (
        <ToolRoute
          key={match.manifest.id}
          manifest={match.manifest}
          route={match.route}
          params={match.params}
        />
      );
    default:
      return <NotFoundPage />;
  }
}

export default function OtherRoutes({ path }: { path: string }) {
  return (
    <DataCache>
      <Routes path={path} />
    </DataCache>
  );
}
