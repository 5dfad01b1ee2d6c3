// The shell's side of the tools' link contract (src/platform/react/links.ts): each link bound to a shell page
// or to another tool's route, under the branch segment of the current URL. The one place that puts a tool's
// link under the branch and says which page answers it.
import { useMemo } from 'react';
import { manifest as changePassword } from '../../apps/changePassword/manifest';
import { manifest as createProject } from '../../apps/createProject/manifest';
import { safeReturnPath } from '../../platform/auth/returnPath';
import { REUSE_QUERY_PARAMETER } from '../../platform/domain/reuseDetails';
import { withBranch } from '../../platform/locale/localePath';
import type { PortalLinks } from '../../platform/react/links';
import { useLocale } from '../../platform/react/locale';
import { useRuntimeConfig } from '../../platform/react/platformStore';
import { toolRoutePath } from '../../platform/react/toolManifest';
import { SIGN_IN_PATH } from './matchPortalRoute';

const withQuery = (path: string, name: string, value: string | undefined) =>
  value ? `${path}?${name}=${encodeURIComponent(value)}` : path;

/** The links for a URL with this branch segment (none: undefined) and the configured product name. */
export function bindPortalLinks(branchId: string | undefined, productName: string): PortalLinks {
  const local = (path: string) => withBranch(branchId, path);
  return {
    home: () => local('/'),
    // The return path is followed after sign-in: only ever one of this origin's paths (safeReturnPath).
    signIn: (returnTo) =>
      withQuery(
        local(SIGN_IN_PATH),
        'returnTo',
        returnTo === undefined ? undefined : safeReturnPath(returnTo),
      ),
    createRequest: ({ reuse } = {}) =>
      withQuery(local(toolRoutePath(createProject, 'form', {}, productName)), REUSE_QUERY_PARAMETER, reuse),
    changePassword: () => local(toolRoutePath(changePassword, 'home', {}, productName)),
  };
}

/** The links for the current URL, for the tool code the shell mounts (ToolScope) and the shell's own pages. */
export function useBoundPortalLinks(): PortalLinks {
  const { branchId } = useLocale();
  const { productName } = useRuntimeConfig();
  return useMemo(() => bindPortalLinks(branchId, productName), [branchId, productName]);
}
