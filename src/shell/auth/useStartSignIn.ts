import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useRuntimeConfig } from '../../platform/react/platformStore';
import { sessionStore } from '../../platform/storage/storage';
import type { HostedUiSettings } from '../../platform/auth/federated';
import type { RuntimeConfig } from '../../platform/config/runtimeConfig';
import { useShellLinks } from '../routing/shellLinks';

/** The callback path of the hosted UI; fixed (no branch segment) because the pool registers one URL. */
export const FEDERATED_CALLBACK_PATH = '/auth/callback';

/** Hosted-UI settings when federated sign-in is configured, else undefined (the portal's own page). */
export function hostedUiSettings(config: RuntimeConfig, origin: string): HostedUiSettings | undefined {
  const cognito = config.cognito;
  if (!cognito?.hostedUiDomain) return undefined;
  return {
    hostedUiDomain: cognito.hostedUiDomain,
    clientId: cognito.clientId,
    redirectUri: `${origin}${FEDERATED_CALLBACK_PATH}`,
  };
}

/** The path to come back to after sign-in: where the user is now, branch segment included. */
export const currentPath = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * Starts sign-in and remembers where to come back: the hosted UI (PKCE) when federated sign-in is
 * configured, otherwise the portal's own sign-in page.
 */
export function useStartSignIn(): (returnPath?: string, options?: { replace?: boolean }) => Promise<void> {
  const config = useRuntimeConfig();
  const links = useShellLinks();
  const [, navigate] = useLocation();
  return useCallback(
    async (returnPath = currentPath(), options = {}) => {
      const hostedUi = hostedUiSettings(config, window.location.origin);
      if (hostedUi) {
        // Loaded on demand: only federated deployments need the PKCE helpers.
        const { beginFederatedSignIn } = await import('../../platform/auth/federated');
        window.location.assign(await beginFederatedSignIn(hostedUi, sessionStore, returnPath));
        return;
      }
      navigate(links.signIn(returnPath), options);
    },
    [config, links, navigate],
  );
}
