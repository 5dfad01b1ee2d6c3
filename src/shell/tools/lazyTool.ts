import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PanelProps, ToolManifest, ToolModule, ToolPanel } from '../../platform/react/toolManifest';
import { resolvedNow } from '../../platform/react/resolvedNow';

type Module<P> = { default: ComponentType<P> };
type Lazy<P> = LazyExoticComponent<ComponentType<P>>;

// Per chunk (a tool's root, a tool's panel): requested once, the module once it arrived, one lazy component.
const loading = new Map<string, Promise<Module<never>>>();
const loaded = new Map<string, Module<never>>();
const components = new Map<string, Lazy<never>>();

function loadOnce<P>(key: string, load: () => Promise<Module<P>>): Promise<Module<P>> {
  let promise = loading.get(key) as Promise<Module<P>> | undefined;
  if (!promise) {
    promise = load().then(
      (module) => {
        loaded.set(key, module as Module<never>);
        return module;
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, promise as Promise<Module<never>>);
  }
  return promise;
}

function lazyOnce<P>(key: string, load: () => Promise<Module<P>>): Lazy<P> {
  let component = components.get(key) as Lazy<P> | undefined;
  if (!component) {
    component = lazy(() => {
      const module = loaded.get(key) as Module<P> | undefined;
      return module ? resolvedNow(module) : loadOnce(key, load);
    });
    components.set(key, component as Lazy<never>);
  }
  return component;
}

function forget(key: string): void {
  components.delete(key);
  loading.delete(key);
  loaded.delete(key);
}

const toolKey = (manifest: ToolManifest) => `tool:${manifest.id}`;
const panelKey = (manifest: ToolManifest) => `panel:${manifest.id}`;

function toolLoader(manifest: ToolManifest): () => Promise<ToolModule> {
  const { load } = manifest;
  // Only a manifest with routes is ever mounted, and every such manifest has a root (tests/unit: manifests).
  if (!load) return () => Promise.reject(new Error(`${manifest.id} has no page of its own.`));
  return load;
}

/** Fetches a tool's chunk (once); the route table calls it as soon as a path matches the tool. */
export function loadTool(manifest: ToolManifest): Promise<ToolModule> {
  return loadOnce(toolKey(manifest), toolLoader(manifest));
}

export function lazyTool(manifest: ToolManifest) {
  return lazyOnce(toolKey(manifest), toolLoader(manifest));
}

export function lazyPanel(manifest: ToolManifest, panel: ToolPanel) {
  return lazyOnce<PanelProps>(panelKey(manifest), panel.load);
}

/** React keeps a failed lazy load failed; "try again" needs a fresh one (a new chunk request). */
export function forgetTool(manifest: ToolManifest): void {
  forget(toolKey(manifest));
}

export function forgetPanel(manifest: ToolManifest): void {
  forget(panelKey(manifest));
}
