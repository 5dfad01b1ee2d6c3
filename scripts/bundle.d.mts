// Types of bundle.mjs for the TypeScript tests.
import type { BuildOptions, BuildResult } from 'esbuild';
export function sharedOptions(apiBaseUrl?: string): BuildOptions;
export function bundleProduction(options: {
  outdir: string;
  write?: boolean;
  apiBaseUrl?: string;
  planChunks?: boolean;
}): Promise<BuildResult<{ metafile: true }>>;
