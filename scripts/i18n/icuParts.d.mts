// Types of icuParts.mjs for TypeScript callers (its unit tests).
export function icuParts(message: string): { text?: string; code?: string }[];
