import { useCallback, useId, useState, type FormEvent } from 'react';
import { userFacingMessage } from '../../platform/http/userMessage';
import type { DemoBackend } from '../../platform/react/demoControls';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { TextInput } from '../../ui/TextInput';
import { useMessages } from '../../ui/uiLocale';
import { callKey, describeFault, EMPTY_DRAFT, faultSpecOf, type FaultDraft } from './faultSpec';
import { demoPanelMessages } from './messages';
import { usePolled } from './usePolled';

function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="h-4 w-4"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}

/** Failures of the demo backend, call by call: add one from the API's calls, see and remove the active ones. */
export function FaultsTab({ backend }: { backend: DemoBackend }) {
  const t = useMessages(demoPanelMessages);
  const read = useCallback(() => backend.faults(), [backend]);
  const [faults, refresh] = usePolled(read);
  const [draft, setDraft] = useState<FaultDraft>(EMPTY_DRAFT);
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<string>();
  const set = (change: Partial<FaultDraft>) => setDraft((current) => ({ ...current, ...change }));

  const add = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!draft.call) {
      setError(t('demoPanel.faults.noCall'));
      return;
    }
    try {
      const fault = backend.injectFault(faultSpecOf(draft));
      setMessage(t('demoPanel.faults.added', { fault: describeFault(fault, t) }));
      refresh();
    } catch (failure) {
      setError(userFacingMessage(failure));
    }
  };
  const remove = (id: number) => {
    try {
      backend.removeFault(id);
      setMessage(t('demoPanel.faults.removed'));
    } catch {
      setMessage(t('demoPanel.faults.usedUp'));
    }
    refresh();
  };

  return (
    <div className="space-y-6">
      <form onSubmit={add} aria-labelledby="demo-fault-form-heading" className="space-y-3">
        <h3 id="demo-fault-form-heading" className="text-base font-semibold text-primary-800">
          {t('demoPanel.faults.addTitle')}
        </h3>
        <Select
          label={t('demoPanel.faults.call')}
          placeholder={t('demoPanel.faults.chooseCall')}
          options={backend.apiCalls.map((call) => ({ value: callKey(call), label: callKey(call) }))}
          value={draft.call}
          onChange={(call) => set({ call })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput
            label={t('demoPanel.faults.status')}
            type="number"
            min={200}
            max={599}
            value={draft.status}
            disabled={draft.networkError}
            onChange={(e) => set({ status: e.target.value })}
          />
          <TextInput
            label={t('demoPanel.faults.delay')}
            type="number"
            min={0}
            value={draft.delayMs}
            onChange={(e) => set({ delayMs: e.target.value })}
          />
          <TextInput
            label={t('demoPanel.faults.message')}
            value={draft.message}
            disabled={draft.networkError}
            onChange={(e) => set({ message: e.target.value })}
          />
          <TextInput
            label={t('demoPanel.faults.errorCode')}
            value={draft.errorCode}
            disabled={draft.networkError}
            onChange={(e) => set({ errorCode: e.target.value })}
          />
          <TextInput
            label={t('demoPanel.faults.times')}
            type="number"
            min={1}
            value={draft.times}
            disabled={draft.always}
            onChange={(e) => set({ times: e.target.value })}
          />
          <div className="flex flex-col justify-end gap-2 pb-1">
            <Checkbox
              label={t('demoPanel.faults.always')}
              checked={draft.always}
              onChange={(always) => set({ always })}
            />
            <Checkbox
              label={t('demoPanel.faults.networkError')}
              checked={draft.networkError}
              onChange={(networkError) => set({ networkError })}
            />
          </div>
        </div>
        {error ? <Alert kind="error">{error}</Alert> : null}
        <Button type="submit" size="sm">
          {t('demoPanel.faults.add')}
        </Button>
      </form>
      <section aria-labelledby="demo-faults-heading">
        <div className="flex items-center justify-between gap-2">
          <h3 id="demo-faults-heading" className="text-base font-semibold text-primary-800">
            {t('demoPanel.faults.activeTitle')}
          </h3>
          {faults.length ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                backend.clearFaults();
                setMessage(t('demoPanel.faults.allRemoved'));
                refresh();
              }}
            >
              {t('demoPanel.faults.removeAll')}
            </Button>
          ) : null}
        </div>
        {faults.length ? (
          <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200">
            {faults.map((fault) => (
              <li key={fault.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="break-words [overflow-wrap:anywhere]">{describeFault(fault, t)}</span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('demoPanel.faults.removeName', { method: fault.method, path: fault.path })}
                  onClick={() => remove(fault.id)}
                >
                  {t('demoPanel.faults.remove')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t('demoPanel.faults.none')}</p>
        )}
        <p role="status" className="mt-2 text-sm text-slate-700">
          {message}
        </p>
      </section>
    </div>
  );
}
