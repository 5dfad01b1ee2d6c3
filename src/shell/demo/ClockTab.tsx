import { useCallback, useId, useState, type FormEvent } from 'react';
import { formatDisplayDate } from '../../platform/locale/dates';
import { userFacingMessage } from '../../platform/http/userMessage';
import type { DemoBackend, DemoClockReading } from '../../platform/react/demoControls';
import { setDemoClockOffset } from '../../platform/react/demoTime';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { inputClasses } from '../../ui/TextInput';
import { useRefreshAll } from '../../platform/react/refreshAll';
import { richMessage } from '../../ui/richMessage';
import { useMessages } from '../../ui/uiLocale';
import { demoPanelMessages } from './messages';
import { usePolled } from './usePolled';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The clock's steps forward: how many hours or days. */
const STEPS = [
  { hours: 1, ms: HOUR },
  { days: 1, ms: DAY },
  { days: 30, ms: 30 * DAY },
];

const show = formatDisplayDate;

/** The demo backend's time: read, move on, or set. The page follows it (quote expiry, work in progress). */
export function ClockTab({ backend }: { backend: DemoBackend }) {
  const t = useMessages(demoPanelMessages);
  const read = useCallback(() => backend.now().ms, [backend]);
  const [now, refresh] = usePolled(read);
  const [date, setDate] = useState('');
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<string>();
  const dateId = useId();
  const refreshAll = useRefreshAll();

  const moved = async (reading: DemoClockReading) => {
    setDemoClockOffset(reading.ms - Date.now());
    refresh();
    setMessage(t('demoPanel.clock.moved', { time: show(reading.ms) }));
    await refreshAll();
  };
  const act = (change: () => DemoClockReading) => {
    setError(undefined);
    try {
      void moved(change());
    } catch (failure) {
      setError(userFacingMessage(failure));
    }
  };
  const setClock = (event: FormEvent) => {
    event.preventDefault();
    const ms = Date.parse(date);
    if (!date || Number.isNaN(ms)) {
      setError(t('demoPanel.clock.noDate'));
      return;
    }
    act(() => backend.setClock(ms));
  };

  return (
    <section aria-labelledby="demo-clock-heading" className="space-y-4">
      <div>
        <h3 id="demo-clock-heading" className="text-base font-semibold text-primary-800">
          {t('demoPanel.clock.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          {richMessage(t, 'demoPanel.clock.now', {
            time: <time dateTime={new Date(now).toISOString()}>{show(now)}</time>,
          })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {STEPS.map((step) => (
          <Button
            key={step.ms}
            variant="outline"
            size="sm"
            aria-label={
              step.hours
                ? t('demoPanel.clock.advanceHours', { hours: step.hours })
                : t('demoPanel.clock.advanceDays', { days: step.days })
            }
            onClick={() => act(() => backend.advanceClock(step.ms))}
          >
            {step.hours
              ? t('demoPanel.clock.hours', { hours: step.hours })
              : t('demoPanel.clock.days', { days: step.days })}
          </Button>
        ))}
      </div>
      <form onSubmit={setClock} className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={dateId} className="mb-1 block text-sm font-medium text-slate-800">
            {t('demoPanel.clock.date')}
          </label>
          <input
            id={dateId}
            type="datetime-local"
            className={inputClasses(false)}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" size="sm">
          {t('demoPanel.clock.set')}
        </Button>
      </form>
      {error ? <Alert kind="error">{error}</Alert> : null}
      <p role="status" className="text-sm text-slate-700">
        {message}
      </p>
    </section>
  );
}
