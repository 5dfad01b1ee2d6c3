import { ErrorPage } from '../../platform/react/ErrorPage';
import { retryOf } from '../../platform/react/retryLoad';
import { useLocalHref } from '../../platform/react/locale';
import { usePageTitleFallback } from '../../platform/react/pageTitle';
import { useSession } from '../../platform/react/session';
import type { ToolManifest, ToolRouteDef } from '../../platform/react/toolManifest';
import { LoadingBlock } from '../../ui/Spinner';
import { useEffectiveRoles } from '../../platform/react/queries/effectiveRoles';
import { useEnabledApplications } from '../../platform/react/queries/userAccount';
import { evaluateAccess, needsEnabledApplications } from '../access/evaluateAccess';
import { RestrictedPage } from '../access/RestrictedPage';
import { SignInRedirect } from '../auth/SignInRedirect';
import { useToolNames } from '../registry/useToolNames';
import { useMessages } from '../../ui/uiLocale';
import { toolFrameMessages } from './messages';
import { RedirectTo } from '../routing/RedirectTo';
import { ToolHost } from './ToolHost';

/** A tool's route: its manifest's access rule first, then the tool itself. */
export function ToolRoute({
  manifest,
  route,
  params,
}: {
  manifest: ToolManifest;
  route: ToolRouteDef;
  params: Record<string, string | undefined>;
}) {
  const title = useToolNames()(manifest.title);
  const t = useMessages(toolFrameMessages);
  const href = useLocalHref();
  const signedIn = !!useSession();
  const rule = route.public ? ({ kind: 'public' } as const) : manifest.access;
  const effective = useEffectiveRoles();
  const { roles, error: rolesError } = effective;
  const enabled = useEnabledApplications(needsEnabledApplications(rule));
  const lookupError = rolesError ?? enabled.error;
  const decision = evaluateAccess(rule, {
    signedIn,
    roles,
    enabledApplications: enabled.data?.applicationIds,
  });

  // The tool's name until its page names itself; the restricted page names itself.
  usePageTitleFallback(decision.kind === 'restricted' ? undefined : title);

  switch (decision.kind) {
    case 'allowed':
      return <ToolHost manifest={manifest} title={title} route={route.name} params={params} />;
    case 'signIn':
      return <SignInRedirect />;
    case 'redirectHome':
      return <RedirectTo to={href('/')} />;
    case 'restricted':
      return <RestrictedPage reason={decision.reason} />;
    default:
      // Undecidable because the account could not be read: say so rather than spin forever.
      return lookupError ? (
        <ErrorPage error={lookupError} onRetry={retryOf(effective, enabled)} />
      ) : (
        <LoadingBlock label={t('shell.tool.loading', { tool: title })} />
      );
  }
}
