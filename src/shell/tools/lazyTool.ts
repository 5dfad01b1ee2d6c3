import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ToolManifest, ToolModule, ToolProps } from '../../platform/react/toolManifest';
import { resolvedNow } from '../resolvedNow';

type LazyTool = LazyExoticComponent<ComponentType<ToolProps>>;

// Per tool: its chunk requested once, the module once it arrived, and one lazy component.
const loading = new Map<string, Promise<ToolModule>>();
const loaded = new Map<string, ToolModule>();
const components = new Map<string, LazyTool>();

/** Fetches a tool's chunk (once); the route table calls it as soon as a path matches the tool. */
export function loadTool(manifest: ToolManifest): Promise<ToolModule> {
  let promise = loading.get(manifest.id);
  if (!promise) {
    promise = manifest.load().then(
      (module) => {
        loaded.set(manifest.id, module);
        return module;
      },
      (error: unknown) => {
        loading.delete(manifest.id);
        throw error;
      },
    );
    loading.set(manifest.id, promise);
  }
  return promise;
}

export function lazyTool(manifest: ToolManifest): LazyTool {
  let component = components.get(manifest.id);
  if (!component) {
    component = lazy(() => {
      const module = loaded.get(manifest.id);
      return module ? resolvedNow(module) : loadTool(manifest);
    });
    components.set(manifest.id, component);
  }
  return component;
}

/** React keeps a failed lazy load failed; "try again" needs a fresh one (a new chunk request). */
export function forgetTool(manifest: ToolManifest): void {
  components.delete(manifest.id);
  loading.delete(manifest.id);
  loaded.delete(manifest.id);
}
