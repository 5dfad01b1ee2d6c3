// Rows per page of a list, remembered in local storage under the list's own key (part 2 §2.7: "rows per
// page are remembered"; each list keeps its own choice). A stored value that is not on offer is ignored.
import { useCallback, useState } from 'react';
import { localStore, readJson, writeJson } from '../storage/storage';

export function readPageSize(storageKey: string, options: readonly number[], fallback: number): number {
  const stored = readJson<unknown>(localStore, storageKey);
  return typeof stored === 'number' && options.includes(stored) ? stored : fallback;
}

export function useRememberedPageSize(
  storageKey: string,
  options: readonly number[],
  fallback: number,
): [number, (size: number) => void] {
  const [size, setSize] = useState(() => readPageSize(storageKey, options, fallback));
  const choose = useCallback(
    (next: number) => {
      writeJson(localStore, storageKey, next);
      setSize(next);
    },
    [storageKey],
  );
  return [size, choose];
}
