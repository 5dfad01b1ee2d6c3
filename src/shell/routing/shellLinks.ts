// The links to the shell's own pages under the URL's branch segment: the part of the tools' link contract
// the signed-out page needs at once (its Sign in button), kept apart from the links into other tools, which
// bring those tools' manifests (portalLinks.ts).
import { useMemo } from 'react';
import { withBranch } from '../../platform/locale/localePath';
import type { PortalLinks } from '../../platform/react/links';
import { useLocale } from '../../platform/react/locale';

/** The shell's sign-in page (the route table matches it, portalLinks binds the tools' sign-in link to it). */
export const SIGN_IN_PATH = '/signIn';

export type ShellLinks = Pick<PortalLinks, 'home' | 'signIn'>;

/**
 * The shell's links for a URL with this branch segment (none: undefined). The return path is checked where
 * it is followed (the sign-in page: safeReturnPath), since the address bar can carry any.
 */
export function bindShellLinks(branchId: string | undefined): ShellLinks {
  return {
    home: () => withBranch(branchId, '/'),
    signIn: (returnTo) => withQuery(withBranch(branchId, SIGN_IN_PATH), 'returnTo', returnTo),
  };
}

/** `path?name=value`, the value encoded whole; just `path` without a value. */
export const withQuery = (path: string, name: string, value: string | undefined) =>
  value ? `${path}?${name}=${encodeURIComponent(value)}` : path;

/** The shell's links for the current URL. */
export function useShellLinks(): ShellLinks {
  const { branchId } = useLocale();
  return useMemo(() => bindShellLinks(branchId), [branchId]);
}
