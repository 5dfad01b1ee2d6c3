// Types of chromium.mjs for TypeScript callers.
export const CHROMIUM_ARGS: readonly string[];
