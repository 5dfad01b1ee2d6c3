// Types of security-headers.mjs for TypeScript callers (its unit tests).
export const TRUSTED_TYPES_POLICIES: string[];
export const DEMO_WORKER_URL: string;
export function entryLoaderScript(entryUrl: string): string;
export function inlineScriptHashes(html: string): string[];
export function connectOrigins(config?: unknown): string[];
export function storageOrigins(config?: unknown): string[];
export function contentSecurityPolicy(options: { config: unknown; scriptHashes: string[] }): string;
export const PERMISSIONS_POLICY: string;
export const HSTS: string;
export function securityHeaders(options: {
  config: unknown;
  scriptHashes: string[];
  https?: boolean;
}): Record<string, string>;
export const IMMUTABLE: string;
export const REVALIDATE: string;
export function cacheControl(path: string, immutableAssets?: boolean): string;
