// `llts scenario coverage`: every operation of the registry, and which drivers take it. The API driver
// takes them all; the UI driver those with a page object (their screen named), the harness's fixtures.*
// as the API driver does, and reports the rest as "skipped (no UI step)".
import { OPERATIONS } from './registry';
import { UI_STEPS, isHarnessOperation } from './ui/steps';

export interface CoverageRow {
  operation: string;
  api: boolean;
  ui: 'screen' | 'harness' | 'none';
  /** The screen the UI step uses. */
  screen?: string;
}

export function operationCoverage(): CoverageRow[] {
  return [...OPERATIONS.keys()].sort().map((operation) => {
    const step = UI_STEPS.get(operation);
    if (step) return { operation, api: true, ui: 'screen', screen: step.screen };
    return { operation, api: true, ui: isHarnessOperation(operation) ? 'harness' : 'none' };
  });
}

export function coverageTable(rows: readonly CoverageRow[]): string {
  const width = Math.max(...rows.map((r) => r.operation.length), 'operation'.length);
  const ui = (r: CoverageRow) =>
    r.ui === 'screen'
      ? `yes  ${r.screen}`
      : r.ui === 'harness'
        ? 'yes  (fixture control, as in api)'
        : '-    skipped (no UI step)';
  const lines = rows.map((r) => `${r.operation.padEnd(width)}  ${r.api ? 'yes' : '-  '}  ${ui(r)}`);
  const covered = rows.filter((r) => r.ui !== 'none').length;
  return [
    `${'operation'.padEnd(width)}  api  ui`,
    ...lines,
    '',
    `api: ${rows.length} of ${rows.length} operations; ui: ${covered} of ${rows.length} (${rows.filter((r) => r.ui === 'screen').length} through a screen).`,
    'Raw http steps run in the api driver only.',
  ].join('\n');
}
