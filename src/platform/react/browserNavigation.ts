// Leaving the portal for another site (a procurement system's return address): one object, so tests can
// observe the navigation (jsdom cannot follow it, and window.location cannot be replaced there).
export const browserNavigation = {
  leaveTo(url: string): void {
    window.location.assign(url);
  },
};
