import { useCallback, useId, useMemo, useState } from 'react';
import type { DemoBackend, DemoJournalEntry } from '../../platform/react/demoControls';
import { Button } from '../../ui/Button';
import { DataTable, type DataTableColumn } from '../../ui/table/DataTable';
import { TextInput } from '../../ui/TextInput';
import { useMessages, useUiLocale } from '../../ui/uiLocale';
import type { MessageScope } from '../../platform/i18n/runtime';
import { demoPanelMessages, type DemoPanelMessageId } from './messages';
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
type Say = MessageScope<DemoPanelMessageId>['t'];

const statusOf = (entry: DemoJournalEntry, t: Say) =>
  entry.status === undefined
    ? '…'
    : entry.status === 0
      ? t('demoPanel.journal.networkError')
      : String(entry.status);

/** The table's columns in the panel's words (made again in another language). */
const columnsOf = (t: Say): readonly DataTableColumn<DemoJournalEntry>[] => [
  {
    id: 'method',
    header: t('demoPanel.journal.method'),
    cell: (entry) => entry.method,
    className: 'font-mono text-xs',
  },
  {
    id: 'path',
    header: t('demoPanel.journal.path'),
    className: 'font-mono text-xs break-all',
    cell: (entry) => (
      <>
        {pathOf(entry)}
        {entry.fault ? (
          <span className="block text-amber-800">{t('demoPanel.journal.fault', { fault: entry.fault })}</span>
        ) : null}
      </>
    ),
  },
  { id: 'status', header: t('demoPanel.journal.status'), cell: (entry) => statusOf(entry, t) },
  {
    id: 'duration',
    header: t('demoPanel.journal.duration'),
    className: 'text-end whitespace-nowrap',
    cell: (entry) =>
      entry.durationMs === undefined ? '' : t('demoPanel.journal.ms', { ms: entry.durationMs }),
  },
];

/** The filter's words are looked for in what the row shows (its status as said in the panel's language). */
function matches(entry: DemoJournalEntry, filter: string, t: Say): boolean {
  if (!filter) return true;
  const text =
    `${entry.method} ${pathOf(entry)} ${statusOf(entry, t)} ${entry.headers.tokenUsername ?? ''}`.toLowerCase();
  return filter
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
}

/** The demo backend's latest requests, filtered, and copied as an `llts` scenario. */
export function JournalTab({ backend }: { backend: DemoBackend }) {
  const t = useMessages(demoPanelMessages);
  const locale = useUiLocale();
  const read = useCallback(() => backend.journal().slice(-JOURNAL_ROWS), [backend]);
  const [entries, refresh] = usePolled(read);
  const [filter, setFilter] = useState('');
  const [scenario, setScenario] = useState<string>();
  const [message, setMessage] = useState<string>();
  const scenarioId = useId();
  // `t` stays the same function in every language: the language is what makes the words anew.
  const shown = useMemo(() => {
    void locale;
    return entries.filter((entry) => matches(entry, filter.trim(), t));
  }, [entries, filter, t, locale]);
  const columns = useMemo(() => {
    void locale;
    return columnsOf(t);
  }, [t, locale]);
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
      setMessage(t('demoPanel.journal.copied'));
    } catch {
      setMessage(t('demoPanel.journal.noClipboard'));
    }
  };

  return (
    <section aria-labelledby="demo-journal-heading" className="space-y-3">
      <h3 id="demo-journal-heading" className="text-base font-semibold text-primary-800">
        {t('demoPanel.journal.title')}
      </h3>
      <div className="flex flex-wrap items-end gap-2">
        <TextInput
          label={t('demoPanel.journal.filter')}
          hint={t('demoPanel.journal.filterHint')}
          className="min-w-0 flex-1"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <Button size="sm" onClick={() => void copy()}>
          {t('demoPanel.journal.copy')}
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
          {t('demoPanel.journal.clear')}
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {message}
      </p>
      {scenario ? (
        <div>
          <label htmlFor={scenarioId} className="mb-1 block text-sm font-medium text-slate-800">
            {t('demoPanel.journal.scenario')}
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
        caption={t('demoPanel.journal.caption', { rows: JOURNAL_ROWS, shown: shown.length })}
        columns={columns}
        rows={newestFirst}
        rowKey={(entry) => String(entry.seq)}
        emptyMessage={t('demoPanel.journal.empty')}
        // At most JOURNAL_ROWS rows: all rendered, so a filter or a search of the page finds any of them.
        virtualizeAbove={JOURNAL_ROWS}
      />
    </section>
  );
}
