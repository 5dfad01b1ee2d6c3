// preloadableLazy for a component a module exports by name: the props come from the module's own type, so a
// lazy page or dialog needs no type-only import of it and no `{ default: ... }` mapping. Apart from
// preloadableLazy, which the initial chunk carries: only tools and widgets load components this way.
import type { ComponentType } from 'react';
import { preloadableLazy, type PreloadableLazy } from './preloadableLazy';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** `preloadableExport(() => import('./detail/CoupaDetail'), 'CoupaDetail')` */
export function preloadableExport<M extends Record<K, ComponentType<never>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): PreloadableLazy<PropsOf<M[K]>> {
  return preloadableLazy(() => load().then((module) => ({ default: module[name] as ComponentType<PropsOf<M[K]>> })));
}
