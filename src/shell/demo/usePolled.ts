import { useCallback, useEffect, useState } from 'react';

/**
 * A reading of the in-page demo backend, taken again every `intervalMs` while shown: faults are used up
 * and requests journaled by the page behind the drawer. The reading is in memory, so polling costs nothing.
 */
export function usePolled<T>(read: () => T, intervalMs = 1_000): [T, () => void] {
  const [value, setValue] = useState(read);
  const refresh = useCallback(() => setValue(read()), [read]);
  useEffect(() => {
    const timer = setInterval(refresh, intervalMs);
    return () => clearInterval(timer);
  }, [refresh, intervalMs]);
  return [value, refresh];
}
