// Types of chromium.mjs for TypeScript callers.
export const CHROMIUM_ARGS: readonly string[];
export const SHORT_LIVED_PAGES_ARGS: readonly string[];
export const HEADLESS_SHELL: string;
export const FULL_CHROMIUM: string;
export function testChromium(): string;
