// Types of xliff.mjs for TypeScript callers (its unit tests).
import type { Scope } from './catalogues.mjs';
export function toXliff(scopes: Scope[], locale: string): Promise<string>;
export function fromXliff(
  xml: string,
  scopes: Scope[],
): Promise<{ locale: string | undefined; scopes: Map<string, Record<string, string>> }>;
