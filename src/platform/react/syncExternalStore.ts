// What wouter imports as `use-sync-external-store/shim` (esbuild.config.mjs aliases it here): the shim is
// for React before 18, and React 19 has the hook itself, so the first download carries no copy of it.
export { useSyncExternalStore } from 'react';
