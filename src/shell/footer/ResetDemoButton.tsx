import type { DemoControls } from '../../platform/react/demoControls';
import { showToast, toastError } from '../../platform/react/toasts';
import { useAsyncAction } from '../../platform/react/useAsyncAction';
import { Button } from '../../ui/Button';
import { useRefreshAll } from '../../platform/react/refreshAll';
import { useMessages } from '../../ui/uiLocale';
import { resetDemoMessages } from './resetDemo/messages';

/** Fixture mode only: puts the demo backend back to its seed and refetches everything on screen. */
export default function ResetDemoButton({ demo }: { demo: DemoControls }) {
  const refreshAll = useRefreshAll();
  const t = useMessages(resetDemoMessages);
  const reset = useAsyncAction(
    async () => {
      await demo.resetDemoData();
      await refreshAll();
      showToast('success', t('shell.footer.demoReset'));
    },
    { onError: toastError },
  );
  // The reset waits for every answer on screen to be fetched again: the button shows it is working meanwhile.
  return (
    <Button variant="onDark" size="sm" busy={reset.busy} onClick={() => void reset.run()}>
      {t('shell.footer.resetDemo')}
    </Button>
  );
}
