// The one lazy loader: every lazily loaded component of the portal (a shell page, a tool, a tool's page or
// dialog, a widget's part) comes from here, so every one of them recovers from a failed fetch the same way.
// Lint keeps React's own lazy out of every other folder (eslint.config.mjs).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { cataloguesReady } from '../i18n/runtime';
import { resolvedNow } from './resolvedNow';

/** The props of a component type (never for what is not one). */
export type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

export interface PreloadableLazy<P, M = unknown> {
  /** The component to render; a new one after a failed fetch, so a retry (an error boundary's) fetches again. */
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  /** Fetches the chunk now (once) and hands over its module; a failed fetch may be tried again. */
  preload: () => Promise<M>;
}

/**
 * React.lazy with a head start: `preload()` fetches the chunk before the component is needed, and a
 * component whose chunk has arrived renders at once (resolvedNow) instead of suspending for a tick and
 * then being held back by React's 300 ms reveal throttle. React.lazy keeps a failed fetch's error for good;
 * after one, `Component` is a fresh lazy component (a phone that lost its network for a moment can retry).
 * Read `Component` while rendering, below the error boundary that retries: a copy taken once (a module
 * constant) would keep the failed one.
 */
export function preloadableLazy<M extends { default: unknown }>(
  load: () => Promise<M>,
): PreloadableLazy<PropsOf<M['default']>, M> {
  type P = PropsOf<M['default']>;
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const fresh = () =>
    lazy<ComponentType<P>>(
      () => (module ? resolvedNow(module) : preload()) as unknown as Promise<{ default: ComponentType<P> }>,
    );
  let component = fresh();
  const preload = () =>
    (loading ??= load()
      // The message catalogues its modules declared, in the active language, come with the chunk: a part
      // never renders half in English (and a catalogue that failed to arrive is fetched again by a retry).
      .then((loaded) => cataloguesReady().then(() => loaded))
      .then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          loading = undefined;
          component = fresh();
          throw error;
        },
      ));
  return {
    get Component() {
      return component;
    },
    preload,
  };
}

const byKey = new Map<string, PreloadableLazy<unknown, unknown>>();

/**
 * preloadableLazy for chunks named at run time (a tool's root, a tool's panel): one per key, made on first
 * use, so every mount of the same tool shares its chunk and the component React already knows.
 */
export function preloadableLazyByKey<M extends { default: unknown }>(
  key: string,
  load: () => Promise<M>,
): PreloadableLazy<PropsOf<M['default']>, M> {
  let chunk = byKey.get(key);
  if (!chunk) byKey.set(key, (chunk = preloadableLazy(load) as PreloadableLazy<unknown, unknown>));
  return chunk as unknown as PreloadableLazy<PropsOf<M['default']>, M>;
}
