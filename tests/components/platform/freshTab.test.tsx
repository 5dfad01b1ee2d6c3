// Test files share a worker and its modules (vitest.config.ts isolate: false): each test still starts as a
// fresh tab does, whatever the test before it left in the platform's store, even a component rendered on its
// own, outside the harness (a notification still showing once left a second alert in the next file's test).
import { platformStore } from '../../../src/platform/react/platformStore';
import { toastsAtom } from '../../../src/platform/react/toastState';
import { showToast } from '../../../src/platform/react/toasts';

describe('a fresh tab for every test', () => {
  it('leaves a notification showing and something stored', () => {
    showToast('error', 'The demo backend could not start.');
    localStorage.setItem('left', 'behind');
    expect(platformStore.get(toastsAtom)).toHaveLength(1);
  });

  it('starts with no notification and empty storage', () => {
    expect(platformStore.get(toastsAtom)).toEqual([]);
    expect(localStorage.length).toBe(0);
  });
});
