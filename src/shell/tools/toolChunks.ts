import { preloadableLazyByKey } from '../../platform/react/preloadableLazy';
import type { ToolManifest, ToolModule, ToolPanel } from '../../platform/react/toolManifest';

function toolLoader(manifest: ToolManifest): () => Promise<ToolModule> {
  const { load } = manifest;
  // Only a manifest with routes is ever mounted, and every such manifest has a root (tests/unit: manifests).
  if (!load) return () => Promise.reject(new Error(`${manifest.id} has no page of its own.`));
  return load;
}

/**
 * A tool's root chunk, one per tool: the route table fetches it (`preload`) as soon as a path matches the
 * tool, the host renders its `Component`. A failed fetch is fetched again by the next render (Try again).
 */
export const toolChunk = (manifest: ToolManifest) =>
  preloadableLazyByKey(`tool:${manifest.id}`, toolLoader(manifest));

/** A tool's panel chunk (account settings in the user menu's drawer), one per tool. */
export const panelChunk = (manifest: ToolManifest, panel: ToolPanel) =>
  preloadableLazyByKey(`panel:${manifest.id}`, panel.load);
