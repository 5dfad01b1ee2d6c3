// What a fresh tab starts with: empty storages and the platform store's atoms at their first values. The
// component setup (tests/setup/dom.ts) puts it in place before every test, and the harness before each render.
import { demoControlsAtom } from '../../src/platform/react/demoControls';
import { DEFAULT_INACTIVITY, inactivityDurationsAtom } from '../../src/platform/react/inactivitySettings';
import { branchStateAtom } from '../../src/platform/react/locale';
import { platformStore } from '../../src/platform/react/platformStore';
import { sessionExpiredAtom } from '../../src/platform/react/session';
import { toastsAtom } from '../../src/platform/react/toastState';

/** Storage and platform atoms back to a fresh tab's. */
export function resetPlatform(): void {
  localStorage.clear();
  sessionStorage.clear();
  platformStore.set(toastsAtom, []);
  platformStore.set(branchStateAtom, { isLoading: false });
  platformStore.set(demoControlsAtom, null);
  platformStore.set(inactivityDurationsAtom, DEFAULT_INACTIVITY);
  platformStore.set(sessionExpiredAtom, false);
}
