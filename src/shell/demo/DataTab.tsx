import { useId, useState, type ChangeEvent } from 'react';
import { userFacingMessage } from '../../platform/http/userMessage';
import type { DemoBackend, DemoControls } from '../../platform/react/demoControls';
import { setDemoClockOffset } from '../../platform/react/demoTime';
import { useAsyncAction } from '../../platform/react/useAsyncAction';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { saveTextFile } from '../../ui/saveFile';
import { useRefreshAll } from '../../platform/react/refreshAll';
import { useMessages } from '../../ui/uiLocale';
import { demoPanelMessages } from './messages';

/** The demo's data as a file: export it, import one (checked record by record), or start again. */
export function DataTab({ demo, backend }: { demo: DemoControls; backend: DemoBackend }) {
  const t = useMessages(demoPanelMessages);
  const fileId = useId();
  const refreshAll = useRefreshAll();
  const [message, setMessage] = useState<string>();
  const { run, busy, error } = useAsyncAction(async (action: () => Promise<string> | string) => {
    setMessage(undefined);
    setMessage(await action());
  });
  const exportState = () =>
    run(() => {
      const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
      saveTextFile(
        `llts-demo-state-${stamp}.json`,
        JSON.stringify(backend.exportState(), null, 2),
        'application/json',
      );
      return t('demoPanel.data.exported');
    });
  const importState = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void run(async () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await file.text());
      } catch {
        throw new Error(t('demoPanel.data.notJson', { fileName: file.name }));
      }
      backend.importState(parsed);
      await refreshAll();
      return t('demoPanel.data.imported', { fileName: file.name });
    });
  };
  const reset = () =>
    run(async () => {
      await demo.resetDemoData();
      setDemoClockOffset(backend.now().ms - Date.now());
      await refreshAll();
      return t('demoPanel.data.wasReset');
    });

  return (
    <section aria-labelledby="demo-data-heading" className="space-y-4">
      <h3 id="demo-data-heading" className="text-base font-semibold text-primary-800">
        {t('demoPanel.data.title')}
      </h3>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void exportState()}>
          {t('demoPanel.data.export')}
        </Button>
        <Button variant="danger" size="sm" disabled={busy} onClick={() => void reset()}>
          {t('demoPanel.data.reset')}
        </Button>
      </div>
      <div>
        <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-800">
          {t('demoPanel.data.import')}
        </label>
        <input
          id={fileId}
          type="file"
          accept="application/json,.json"
          disabled={busy}
          onChange={importState}
          className="block text-sm text-slate-700 file:me-3 file:rounded-md file:border file:border-primary-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-primary-800"
        />
      </div>
      {error ? <Alert kind="error">{userFacingMessage(error)}</Alert> : null}
      <p role="status" className="text-sm text-slate-700">
        {message}
      </p>
    </section>
  );
}
