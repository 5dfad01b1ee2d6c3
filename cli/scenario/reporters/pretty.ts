// Human progress: one line per scenario, the failing step with its file:line, and a last line
// "N passed, N failed" on its own.
import type { Paint } from '../../output';
import type { Reporter } from './reporter';
import { relativeTo } from './reporter';

export function prettyReporter(cwd: string, paint: Paint): Reporter {
  return {
    line(result) {
      const ms = `${Math.round(result.durationMs)} ms`;
      if (result.passed) return `${paint.green('✓')} ${result.name} ${paint.dim(`(${result.steps.length} steps, ${ms})`)}`;
      const failing = result.steps.filter((s) => s.status === 'failed');
      return [
        `${paint.red('✗')} ${result.name} ${paint.dim(`(${relativeTo(cwd, result.file)}, ${ms})`)}`,
        ...failing.map((s) => `    ${paint.red(`${relativeTo(cwd, s.file)}:${s.line}`)} ${s.name}: ${s.error ?? 'failed'}`),
      ].join('\n');
    },
    end(summary) {
      const lines = summary.notRun ? [`${summary.notRun} not run (stopped by --bail)`] : [];
      return ['', ...lines, `${summary.passed} passed, ${summary.failed} failed`].join('\n');
    },
  };
}
