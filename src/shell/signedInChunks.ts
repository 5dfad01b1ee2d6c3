// The chunks of what the shell shows to a signed-in user, shared by the components that render them and by
// the places that know a signed-in page is coming (the sign-in page, the entry with a stored session).
// Measured on a throttled CPU: fetched only once the session existed, they and the 300 ms reveal throttle of
// each lazy boundary stood between the Cognito answer and the home's tiles.
import { preloadableLazy } from '../platform/react/preloadableLazy';

/** The signed-in home (tiles, organisation picker). */
export const signedInHome = preloadableLazy(() => import('./home/SignedInHome'));
/** The header's user menu with its drawer and dialogs (headlessui): the header loads it when idle. */
export const userMenu = preloadableLazy(() => import('./menu/UserMenu'));
/** Only a signed-in admin acting as someone else sees it. */
export const impersonationBanner = preloadableLazy(() => import('./header/ImpersonationBanner'));
/**
 * What start-up runs for a stored session before the first render (signedInStart.ts); its component is the
 * inactivity monitor (only a signed-in session can go idle), so both come in one chunk.
 */
export const signedInStart = preloadableLazy(() => import('./signedInStart'));

const ignore = () => undefined;

/**
 * `home`: the page coming is the signed-in home. A deep link to a tool leaves the home's chunk alone: fetched
 * and run at load there, it was a long task of its own (the tiles' code) that the page never showed.
 */
export function preloadSignedInShell({ home }: { home: boolean }): void {
  for (const chunk of home ? [signedInHome, signedInStart] : [signedInStart])
    void chunk.preload().catch(ignore);
}
