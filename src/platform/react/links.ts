// Where a tool links outside itself: the portal's home, sign-in and other tools. A tool asks for a link by
// what it is for and never writes another tool's path or the branch prefix; the shell binds each link to a
// path under the current branch (src/shell/routing/portalLinks.ts), as Backstage binds a plugin's external
// route refs. A link inside the tool is its own `href(name)` (ToolProps).
import { createContext, useContext } from 'react';

export interface PortalLinks {
  /** The portal's home under the current branch: '/', '/uk', '/b-east'. */
  home(): string;
  /**
   * The sign-in page; `returnTo` (a path as the address bar shows it, branch included) is where signing in
   * comes back to.
   */
  signIn(returnTo?: string): string;
  /** The request form (Request a Quote or Translation); `reuse` fills it with a past request's details. */
  createRequest(options?: { reuse?: string }): string;
  /** The change-password page. */
  changePassword(): string;
}

export const PortalLinksContext = createContext<PortalLinks | null>(null);

/** The links the shell bound for the tool code it mounts (a page or a panel). */
export function usePortalLinks(): PortalLinks {
  const links = useContext(PortalLinksContext);
  if (!links) throw new Error('No portal links: the shell binds them where it mounts a tool (ToolScope).');
  return links;
}
