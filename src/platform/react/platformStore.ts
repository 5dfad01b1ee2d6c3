import { atom, createStore, useAtomValue, useSetAtom, type Atom, type WritableAtom } from 'jotai';
import { DEFAULT_CONFIG, type RuntimeConfig } from '../config/runtimeConfig';
import type { HttpClient } from '../http/client';

/**
 * The platform's own jotai store. Each tool mounts its own store for its atoms; platform state (config,
 * HTTP client, session, toasts) lives here and tools reach it only through these hooks, so a
 * tool's atoms never collide with the shell's.
 */
export const platformStore = createStore();

export const configAtom = atom<RuntimeConfig>(DEFAULT_CONFIG);
export const httpClientAtom = atom<HttpClient | null>(null);

export function usePlatformValue<T>(target: Atom<T>): T {
  return useAtomValue(target, { store: platformStore });
}

export function useSetPlatformAtom<T, A extends unknown[], R>(target: WritableAtom<T, A, R>) {
  return useSetAtom(target, { store: platformStore });
}

export function useRuntimeConfig(): RuntimeConfig {
  return usePlatformValue(configAtom);
}

/** The configured HTTP client; throws if used before the platform started (a wiring bug, not a user error). */
export function useHttpClient(): HttpClient {
  const client = usePlatformValue(httpClientAtom);
  if (!client) throw new Error('The platform HTTP client is not configured yet.');
  return client;
}
