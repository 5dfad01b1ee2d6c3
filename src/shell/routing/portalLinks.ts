// The shell's side of the tools' link contract (src/platform/react/links.ts): the shell's pages (shellLinks)
// and the routes of the tools other tools link to, all under the branch segment of the current URL. The one
// place that puts a tool's link under the branch and says which page answers it.
import { useMemo } from 'react';
import { manifest as changePassword } from '../../apps/changePassword/manifest';
import { manifest as createProject } from '../../apps/createProject/manifest';
import { REUSE_QUERY_PARAMETER } from '../../platform/domain/reuseDetails';
import { withBranch } from '../../platform/locale/localePath';
import type { PortalLinks } from '../../platform/react/links';
import { useLocale } from '../../platform/react/locale';
import { useRuntimeConfig } from '../../platform/react/platformStore';
import { toolRoutePath } from '../../platform/react/toolManifest';
import { bindShellLinks, withQuery } from './shellLinks';

/** The links for a URL with this branch segment (none: undefined) and the configured product name. */
export function bindPortalLinks(branchId: string | undefined, productName: string): PortalLinks {
  const toolPath = (path: string) => withBranch(branchId, path);
  return {
    ...bindShellLinks(branchId),
    createRequest: ({ reuse } = {}) =>
      withQuery(
        toolPath(toolRoutePath(createProject, 'form', {}, productName)),
        REUSE_QUERY_PARAMETER,
        reuse,
      ),
    changePassword: () => toolPath(toolRoutePath(changePassword, 'home', {}, productName)),
  };
}

/** The links for the current URL, bound where the shell mounts a tool's page or panel (ToolScope). */
export function useBoundPortalLinks(): PortalLinks {
  const { branchId } = useLocale();
  const { productName } = useRuntimeConfig();
  return useMemo(() => bindPortalLinks(branchId, productName), [branchId, productName]);
}
