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

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; progress?: ReportExportProgress }
  | { kind: 'done'; rowCount: number; totalRows: number; fileName: string }
  | { kind: 'failed'; message: string };

function progressText(progress: ReportExportProgress | undefined): string {
  if (progress?.phase === 'writing') return `Writing ${formatNumber(progress.rows)} rows…`;
  if (progress && progress.attempt > 1)
    return `Exporting… (attempt ${progress.attempt} of ${progress.maxAttempts})`;
  return 'Exporting…';
}

export function ExportCsvButton({
  report,
  filters,
}: {
  report: Pick<Report, 'id' | 'name' | 'columns'>;
  filters: ReportFilterValues;
}) {
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
        Export CSV
      </Button>
      <div aria-live="polite" className="text-sm text-slate-700">
        {running ? <p>{progressText(state.progress)}</p> : null}
        {state.kind === 'done' ? (
          <p>
            Exported {formatNumber(state.rowCount)} rows to {state.fileName}
            {state.totalRows > state.rowCount
              ? ` (the first ${formatNumber(EXPORT_PAGE_SIZE)} of ${formatNumber(state.totalRows)})`
              : ''}
            .
          </p>
        ) : null}
      </div>
      {state.kind === 'failed' ? <Alert kind="error">{state.message}</Alert> : null}
    </div>
  );
}
