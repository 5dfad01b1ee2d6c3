// Kept for playwright.config.ts, which imports the module from here.
export * from '../lib/chromium.mjs';
