// Which dashboard panels are collapsed, kept in session storage for the tab (spec §9); the shell's home page
// clears the entry when it loads. Panels are open unless stored as collapsed.
import { useCallback, useState } from 'react';
import { DASHBOARD_EXPANSION_KEY } from '../../../platform/domain/storageKeys';
import { readJson, sessionStore, writeJson } from '../../../platform/storage/storage';

type Expansion = Record<string, boolean>;

export function useExpansion() {
  const [state, setState] = useState<Expansion>(
    () => readJson<Expansion>(sessionStore, DASHBOARD_EXPANSION_KEY) ?? {},
  );
  const update = useCallback((change: (previous: Expansion) => Expansion) => {
    setState((previous) => {
      const next = change(previous);
      writeJson(sessionStore, DASHBOARD_EXPANSION_KEY, next);
      return next;
    });
  }, []);
  return {
    isOpen: (id: string) => state[id] !== false,
    toggle: (id: string) => update((previous) => ({ ...previous, [id]: previous[id] === false })),
    collapseAll: (ids: readonly string[]) =>
      update((previous) => ({ ...previous, ...Object.fromEntries(ids.map((id) => [id, false])) })),
  };
}
