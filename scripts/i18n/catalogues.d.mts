// Types of catalogues.mjs for TypeScript callers (its unit tests).
export const SOURCE: string;
export interface Scope {
  dir: string;
  name: string;
  english: Record<string, { message: string; comment: string }>;
  translations: Map<string, Record<string, string>>;
}
export function readScopes(root: string): Scope[];
export function writeTranslation(scope: Scope, locale: string, messages: Record<string, string>): void;
export function catalogueProblems(scopes: Scope[], root: string): string[];
export function usageProblems(scopes: Scope[], root: string, folders?: string[]): string[];
export function argumentsOf(message: string): string[];
