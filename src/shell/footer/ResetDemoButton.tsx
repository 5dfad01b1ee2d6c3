import { useState } from 'react';
import { mutate } from 'swr';
import type { DemoControls } from '../../platform/react/demoControls';
import { showToast, toastError } from '../../platform/react/toasts';
import { buttonClasses } from '../../ui/Button';

/** Fixture mode only: puts the demo backend back to its seed and refetches everything on screen. */
export default function ResetDemoButton({ demo }: { demo: DemoControls }) {
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    setBusy(true);
    try {
      await demo.resetDemoData();
      await mutate(() => true);
      showToast('success', 'Demo data reset to its starting point.');
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={buttonClasses('onDark', 'sm')}
      disabled={busy}
      onClick={() => void reset()}
    >
      Reset demo data
    </button>
  );
}
