import type { DemoControls } from '../../platform/react/demoControls';
import { showToast, toastError } from '../../platform/react/toasts';
import { useAsyncAction } from '../../platform/react/useAsyncAction';
import { buttonClasses } from '../../ui/Button';
import { useRefreshAll } from '../../platform/react/refreshAll';

/** Fixture mode only: puts the demo backend back to its seed and refetches everything on screen. */
export default function ResetDemoButton({ demo }: { demo: DemoControls }) {
  const refreshAll = useRefreshAll();
  const reset = useAsyncAction(
    async () => {
      await demo.resetDemoData();
      await refreshAll();
      showToast('success', 'Demo data reset to its starting point.');
    },
    { onError: toastError },
  );
  return (
    <button
      type="button"
      className={buttonClasses('onDark', 'sm')}
      disabled={reset.busy}
      onClick={() => void reset.run()}
    >
      Reset demo data
    </button>
  );
}
