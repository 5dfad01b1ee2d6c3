// Stands in for msw's cookie store in the browser build (scripts/build-plugins.mjs). The real one keeps the
// cookies handlers set with tough-cookie, which brings the public-suffix list (tldts): a large part of the
// demo backend's code. The demo backend's handlers set no cookies (tests/unit/scripts/buildPlugins.test.ts
// checks fixtures/ for Set-Cookie), so the store is always empty: this one is empty by construction.
// Cookies the page itself sends (document.cookie, the Cookie header) still reach handlers: msw reads those
// without the store.
export const cookieStore = {
  getCookies: () => [],
  async setCookie() {},
};
