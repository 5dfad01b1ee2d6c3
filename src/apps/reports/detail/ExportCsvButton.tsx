// Export CSV (part 2 §2.5): the first 1000 records with the filters of the last search, written as a CSV
// download. The export code (and papaparse) loads on the first press; progress and a final failure show
// next to the button.
import { useState } from 'react';
import type { Report, ReportFilterValues } from '../../../platform/domain/entities/report';
import { EXPORT_PAGE_SIZE } from '../../../platform/domain/limits';
import type { ReportExportProgress } from '../../../platform/flows/reportExport';
import { userFacingMessage } from '../../../platform/http/userMessage';
import { useHttpClient } from '../../../platform/react/platformStore';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { saveTextFile } from '../../../ui/saveFile';
import { formatNumber } from '../../../platform/locale/numbers';
import { useMessages } from '../../../ui/uiLocale';
import { reportsMessages } from '../messages';

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; progress?: ReportExportProgress }
  | { kind: 'done'; rowCount: number; totalRows: number; fileName: string }
  | { kind: 'failed'; message: string };

type Say = (typeof reportsMessages)['t'];

function progressText(t: Say, progress: ReportExportProgress | undefined): string {
  if (progress?.phase === 'writing')
    return t('reports.writing', { count: progress.rows, rows: formatNumber(progress.rows) });
  if (progress && progress.attempt > 1)
    return t('reports.exportingAttempt', { attempt: progress.attempt, maxAttempts: progress.maxAttempts });
  return t('reports.exporting');
}

/** What the export did: its rows and file, and which of the report's rows when it could not take them all. */
function doneText(t: Say, done: { rowCount: number; totalRows: number; fileName: string }): string {
  const values = { count: done.rowCount, rows: formatNumber(done.rowCount), fileName: done.fileName };
  return done.totalRows > done.rowCount
    ? t('reports.exportedFirst', {
        ...values,
        limit: formatNumber(EXPORT_PAGE_SIZE),
        total: formatNumber(done.totalRows),
      })
    : t('reports.exported', values);
}

export function ExportCsvButton({
  report,
  filters,
}: {
  report: Pick<Report, 'id' | 'name' | 'columns'>;
  filters: ReportFilterValues;
}) {
  const t = useMessages(reportsMessages);
  const http = useHttpClient();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const run = async () => {
    setState({ kind: 'running' });
    try {
      const { exportReport } = await import('../../../platform/flows/reportExport');
      const result = await exportReport(http, report, filters, {
        onProgress: (progress) => setState({ kind: 'running', progress }),
      });
      saveTextFile(result.fileName, result.csv, 'text/csv;charset=utf-8');
      setState({
        kind: 'done',
        rowCount: result.rowCount,
        totalRows: result.totalRows,
        fileName: result.fileName,
      });
    } catch (error) {
      setState({ kind: 'failed', message: userFacingMessage(error) });
    }
  };
  const running = state.kind === 'running';
  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="outline" busy={running} onClick={() => void run()}>
        {t('reports.exportCsv')}
      </Button>
      <div aria-live="polite" className="text-sm text-slate-700">
        {running ? <p>{progressText(t, state.progress)}</p> : null}
        {state.kind === 'done' ? <p>{doneText(t, state)}</p> : null}
      </div>
      {state.kind === 'failed' ? <Alert kind="error">{state.message}</Alert> : null}
    </div>
  );
}
