import { useCallback, useId, useMemo, useState } from 'react';
import type { DemoBackend, DemoJournalEntry } from '../../platform/react/demoControls';
import { Button } from '../../ui/Button';
import { DataTable, type DataTableColumn } from '../../ui/table/DataTable';
import { TextInput } from '../../ui/TextInput';
import { journalScenario } from './journalScenario';
import { usePolled } from './usePolled';

/** The panel shows the latest requests only (the journal keeps more). */
export const JOURNAL_ROWS = 200;

const pathOf = (entry: DemoJournalEntry) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(entry.query))
    for (const one of [value].flat()) query.append(key, one);
  const search = query.toString();
  return `${entry.path}${search ? `?${search}` : ''}${entry.operation ? ` (${entry.operation})` : ''}`;
};
const statusOf = (entry: DemoJournalEntry) =>
  entry.status === undefined ? '…' : entry.status === 0 ? 'network error' : String(entry.status);

const COLUMNS: readonly DataTableColumn<DemoJournalEntry>[] = [
  { id: 'method', header: 'Method', cell: (entry) => entry.method, className: 'font-mono text-xs' },
  {
    id: 'path',
    header: 'Path',
    className: 'font-mono text-xs break-all',
    cell: (entry) => (
      <>
        {pathOf(entry)}
        {entry.fault ? <span className="block text-amber-800">fault: {entry.fault}</span> : null}
      </>
    ),
  },
  { id: 'status', header: 'Status', cell: statusOf },
  {
    id: 'duration',
    header: 'Duration',
    className: 'text-end whitespace-nowrap',
    cell: (entry) => (entry.durationMs === undefined ? '' : `${entry.durationMs} ms`),
  },
];

function matches(entry: DemoJournalEntry, filter: string): boolean {
  if (!filter) return true;
  const text =
    `${entry.method} ${pathOf(entry)} ${statusOf(entry)} ${entry.headers.tokenUsername ?? ''}`.toLowerCase();
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
  const newestFirst = useMemo(() => shown.slice().reverse(), [shown]);

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
      <DataTable
        caption={`The latest ${JOURNAL_ROWS} requests, newest first (${shown.length} shown)`}
        columns={COLUMNS}
        rows={newestFirst}
        rowKey={(entry) => String(entry.seq)}
        emptyMessage="No requests."
        // At most JOURNAL_ROWS rows: all rendered, so a filter or a search of the page finds any of them.
        virtualizeAbove={JOURNAL_ROWS}
      />
    </section>
  );
}
