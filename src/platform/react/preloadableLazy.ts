import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { resolvedNow } from './resolvedNow';

export interface PreloadableLazy<P> {
  /** The component to render; a new one after a failed fetch, so a retry (an error boundary's) fetches again. */
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  /** Fetches the chunk now (once); a failed fetch may be tried again. */
  preload: () => Promise<unknown>;
}

/**
 * React.lazy with a head start: `preload()` fetches the chunk before the component is needed, and a
 * component whose chunk has arrived renders at once (resolvedNow) instead of suspending for a tick and
 * then being held back by React's 300 ms reveal throttle. React.lazy keeps a failed fetch's error for good;
 * after one, `Component` is a fresh lazy component (a phone that lost its network for a moment can retry).
 */
export function preloadableLazy<P>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableLazy<P> {
  let module: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fresh = () => lazy(() => (module ? resolvedNow(module) : preload()));
  let component = fresh();
  const preload = () =>
    (loading ??= load().then(
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
