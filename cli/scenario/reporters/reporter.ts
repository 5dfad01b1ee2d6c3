// A reporter turns scenario results into text: `line` is called as each scenario finishes (progress for
// the pretty reporter), `end` once with the summary.
import type { ScenarioResult } from '../loop';
import type { SuiteSummary } from '../suite';

export interface Reporter {
  line?(result: ScenarioResult): string | undefined;
  end(summary: SuiteSummary): string;
}

export const relativeTo = (cwd: string, file: string): string =>
  file.startsWith(`${cwd}/`) ? file.slice(cwd.length + 1) : file;
