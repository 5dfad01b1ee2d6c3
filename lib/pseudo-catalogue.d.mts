// Types of pseudo-catalogue.mjs for TypeScript callers (tests).
export const PSEUDO_LOCALES: readonly string[];
export function pseudoMessage(message: string, locale: string): string;
export function pseudoCatalogue(english: Record<string, string>, locale: string): Record<string, string>;
