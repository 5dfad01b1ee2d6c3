// Types of route-preloads.mjs for the TypeScript tests.
export interface PreloadMetafile {
  outputs: Record<string, { entryPoint?: string; imports: Array<{ path: string; kind: string }> }>;
}
/** How many modulepreload links the inline script adds per task. */
export const PRELOAD_BATCH: number;
export function routePreloadScript(
  root: string,
  metafile: PreloadMetafile,
  entry: string,
  toUrl: (file: string) => string,
): string;
export function toolRoutes(
  root: string,
): Array<{ tool: string; module: string; paths: string[]; routeChunks: Record<string, string> }>;
export function preloadedChunks(html: string, pathname: string, options: { session: boolean }): string[];
