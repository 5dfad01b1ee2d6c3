import { useCallback, useId, useMemo, useState } from 'react';
import type { DemoBackend, DemoJournalEntry } from '../../platform/react/demoControls';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/TextInput';
import { journalScenario } from './journalScenario';
import { usePolled } from './usePolled';

/** The panel shows the latest requests only (the journal keeps more). */
export const JOURNAL_ROWS = 200;

const pathOf = (entry: DemoJournalEntry) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(entry.query)) for (const one of [value].flat()) query.append(key, one);
  const search = query.toString();
  return `${entry.path}${search ? `?${search}` : ''}${entry.operation ? ` (${entry.operation})` : ''}`;
};
const statusOf = (entry: DemoJournalEntry) =>
  entry.status === undefined ? '…' : entry.status === 0 ? 'network error' : String(entry.status);

function matches(entry: DemoJournalEntry, filter: string): boolean {
  if (!filter) return true;
  const text = `${entry.method} ${pathOf(entry)} ${statusOf(entry)} ${entry.headers.tokenUsername ?? ''}`.toLowerCase();
  return filter
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
}

/** The demo backend's latest requests, filtered, and copied as an `llts` scenario. */
export function JournalTab({ backend }: { backend: DemoBackend }) {
  const read = useCallback(() => backend.journal().slice(-JOURNAL_ROWS), [backend]);
  const [entries, refresh] = usePolled(read);
  const [filter, setFilter] = useState('');
  const [scenario, setScenario] = useState<string>();
  const [message, setMessage] = useState<string>();
  const scenarioId = useId();
  const shown = useMemo(() => entries.filter((entry) => matches(entry, filter.trim())), [entries, filter]);

  const copy = async () => {
    const seededAt = (backend.exportState() as { seededAt?: unknown }).seededAt;
    const text = journalScenario(shown, {
      name: `Demo journal ${new Date().toISOString()}`,
      seededAt: typeof seededAt === 'number' ? seededAt : undefined,
    });
    setScenario(text);
    try {
      await navigator.clipboard.writeText(text);
      setMessage('Scenario copied. Save it as a .yaml file and run: llts scenario run <file>');
    } catch {
      setMessage('The clipboard is not available: copy the scenario from the box below.');
    }
  };

  return (
    <section aria-labelledby="demo-journal-heading" className="space-y-3">
      <h3 id="demo-journal-heading" className="text-base font-semibold text-primary-800">
        Requests
      </h3>
      <div className="flex flex-wrap items-end gap-2">
        <TextInput
          label="Filter"
          hint="Words of the method, path, status or user"
          className="min-w-0 flex-1"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <Button size="sm" onClick={() => void copy()}>
          Copy as scenario
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            backend.clearJournal();
            setScenario(undefined);
            refresh();
          }}
        >
          Clear
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {message}
      </p>
      {scenario ? (
        <div>
          <label htmlFor={scenarioId} className="mb-1 block text-sm font-medium text-slate-800">
            Scenario (YAML)
          </label>
          <textarea
            id={scenarioId}
            readOnly
            rows={8}
            value={scenario}
            className="block w-full rounded-md border border-slate-300 p-2 font-mono text-xs"
          />
        </div>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            The latest {JOURNAL_ROWS} requests, newest first ({shown.length} shown)
          </caption>
          <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Method
              </th>
              <th scope="col" className="py-2 pr-3">
                Path
              </th>
              <th scope="col" className="py-2 pr-3">
                Status
              </th>
              <th scope="col" className="py-2 text-right">
                Duration
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown
              .slice()
              .reverse()
              .map((entry) => (
                <tr key={entry.seq}>
                  <td className="py-1.5 pr-3 font-mono text-xs">{entry.method}</td>
                  <td className="py-1.5 pr-3 font-mono text-xs break-all">
                    {pathOf(entry)}
                    {entry.fault ? <span className="block text-amber-800">fault: {entry.fault}</span> : null}
                  </td>
                  <td className="py-1.5 pr-3">{statusOf(entry)}</td>
                  <td className="py-1.5 text-right whitespace-nowrap">
                    {entry.durationMs === undefined ? '' : `${entry.durationMs} ms`}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
        {shown.length === 0 ? <p className="py-2 text-sm text-slate-600">No requests.</p> : null}
      </div>
    </section>
  );
}
