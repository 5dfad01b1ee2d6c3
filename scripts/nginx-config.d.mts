// Types of nginx-config.mjs for TypeScript callers (its unit tests, the e2e nginx project).
export const BROTLI_MODULE: string;
export function nginxConfig(options: {
  headers: Record<string, string>;
  root?: string;
  listen?: string;
  brotli?: boolean;
}): string;
export function standaloneNginxConfig(options: {
  prefix: string;
  include: string;
  brotliModule?: string;
  mimeTypes?: string;
}): string;
export function writeNginxConfig(options: {
  dist: string;
  configFile?: string;
  out?: string;
  root?: string;
  listen?: string;
  brotli?: boolean;
}): Promise<string>;
