// Debian's Chromium and the flags every launcher here gives it (Playwright's config, the scenario UI driver,
// the bench): no sandbox in containers, no GPU, no network chatter. One list, so they never drift apart.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
