// Kept for playwright.config.ts, which imports it from here: the module lives in lib/ (the CLI runs it too).
export * from '../lib/chromium.mjs';
