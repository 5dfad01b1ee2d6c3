// Leaving the portal for another site (a procurement system's return address, a file in the provider's
// storage): one object, so tests can observe the navigation (jsdom cannot follow it, and window.location
// cannot be replaced there). It takes only an address that went through the one check (safeUrl).
import type { SafeUrl } from '../http/safeUrl';

export const browserNavigation = {
  leaveTo(url: SafeUrl): void {
    window.location.assign(url);
  },
};
