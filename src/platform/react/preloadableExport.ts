// preloadableLazy for a component a module exports by name: the props come from the module's own type, so a
// lazy page or dialog needs no type-only import of it and no `{ default: ... }` mapping. The initial chunk
// carries preloadableLazy only: its own lazy parts map the export themselves, and lazy chunks use this.
import type { ComponentType } from 'react';
import { preloadableLazy, type PreloadableLazy, type PropsOf } from './preloadableLazy';

/** `preloadableExport(() => import('./detail/CoupaDetail'), 'CoupaDetail')` */
export function preloadableExport<M extends Record<K, ComponentType<never>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): PreloadableLazy<PropsOf<M[K]>> {
  return preloadableLazy(() =>
    load().then((module) => ({ default: module[name] as ComponentType<PropsOf<M[K]>> })),
  ) as PreloadableLazy<PropsOf<M[K]>>;
}
