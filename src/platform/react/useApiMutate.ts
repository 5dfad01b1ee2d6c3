// Changes the data cache the way useApiQuery reads it: the caller names a key as the query modules build it
// and this adds the identity prefix, so no screen writes `[identity, ...key]` by hand and a change made
// while acting as one user never touches another user's answers.

import { useCallback, useMemo, useRef } from 'react';
import { useSWRConfig, type MutatorCallback, type MutatorOptions } from 'swr';
import type { HttpClient } from '../http/client';
import { useHttpClient } from './platformStore';
import { useIdentityKey } from './session';
import { scopedKey } from './useApiQuery';

type MutateChange<T> =
  [] | [data: T | Promise<T> | MutatorCallback<T> | undefined, options?: boolean | MutatorOptions<T>];

export type ApiMutate = {
  /** Replaces (data) or updates (callback) the entry of exactly this key; without data, revalidates it. */
  <T>(
    key: readonly unknown[],
    data?: T | Promise<T> | MutatorCallback<T>,
    options?: boolean | MutatorOptions<T>,
  ): Promise<T | undefined>;
  /**
   * Revalidates (or, with data, changes) every entry whose key starts with `prefix`: e.g. every page of
   * every job-request list after a rename. Only the current identity's entries match.
   */
  prefix<T>(
    prefix: readonly unknown[],
    data?: T | Promise<T> | MutatorCallback<T>,
    options?: boolean | MutatorOptions<T>,
  ): Promise<Array<T | undefined>>;
};

/** Whether `key` (a cache key as SWR hands it to a filter) is `[identity, ...prefix, ...]`. */
export function startsWithScoped(key: unknown, identity: string, prefix: readonly unknown[]): boolean {
  if (!Array.isArray(key) || key[0] !== identity || key.length < prefix.length + 1) return false;
  return prefix.every((part, index) => sameKeyPart(key[index + 1], part));
}

// Key parts are strings, numbers, null or small arrays of them (see the query modules).
function sameKeyPart(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameKeyPart(item, b[index]));
  }
  return Object.is(a, b);
}

export function useApiMutate(): ApiMutate {
  const { mutate } = useSWRConfig();
  const identity = useIdentityKey();
  return useMemo(() => {
    // SWR tells "revalidate" from "set to undefined" by the number of arguments: pass data only when given.
    const exact = <T>(key: readonly unknown[], ...change: MutateChange<T>) => {
      const scoped = scopedKey(identity, key);
      return change.length === 0 ? mutate<T>(scoped) : mutate<T>(scoped, change[0], change[1]);
    };
    const prefix = <T>(start: readonly unknown[], ...change: MutateChange<T>) => {
      const matches = (key?: unknown) => startsWithScoped(key, identity, start);
      return change.length === 0 ? mutate<T>(matches) : mutate<T>(matches, change[0], change[1]);
    };
    return Object.assign(exact, { prefix }) as ApiMutate;
  }, [mutate, identity]);
}

/**
 * The body of every mutation hook (queries/<domain>Mutations.ts): runs `change` (a flow or a call) with the
 * HTTP client, then `afterwards` with its result and arguments: what the change made stale, so no screen
 * decides it. The returned function keeps one identity; it rejects with the change's error, for the form
 * or the action that runs it to show.
 */
export function useApiChange<A extends unknown[], R>(
  change: (http: HttpClient, ...args: A) => Promise<R>,
  afterwards: (mutate: ApiMutate, result: R, ...args: A) => unknown,
): (...args: A) => Promise<R> {
  const http = useHttpClient();
  const mutate = useApiMutate();
  const latest = useRef({ change, afterwards });
  latest.current = { change, afterwards };
  return useCallback(
    async (...args: A) => {
      const result = await latest.current.change(http, ...args);
      await latest.current.afterwards(mutate, result, ...args);
      return result;
    },
    [http, mutate],
  );
}
