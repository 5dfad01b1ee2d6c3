// Human progress: one line per scenario, the failing step with its file:line, and a last line
// "N passed, N failed" on its own.
import type { Paint } from '../../output';
import type { Reporter } from './reporter';
import { relativeTo } from './reporter';

export function prettyReporter(cwd: string, paint: Paint): Reporter {
  return {
    line(result) {
      const ms = `${Math.round(result.durationMs)} ms`;
      // Steps a driver could not take (the UI driver's "no UI step") are counted, never shown as passed.
      const skipped = result.steps.filter((s) => s.reason).length;
      const skippedText = skipped ? `, ${skipped} skipped (no UI step)` : '';
      if (result.passed)
        return `${paint.green('✓')} ${result.name} ${paint.dim(`(${result.steps.length} steps${skippedText}, ${ms})`)}`;
      const failing = result.steps.filter((s) => s.status === 'failed');
      return [
        `${paint.red('✗')} ${result.name} ${paint.dim(`(${relativeTo(cwd, result.file)}, ${ms})`)}`,
        ...failing.flatMap((s) => [
          `    ${paint.red(`${relativeTo(cwd, s.file)}:${s.line}`)} ${s.name}: ${s.error ?? 'failed'}`,
          ...(s.attachments ?? []).map((file) => `      screenshot: ${relativeTo(cwd, file)}`),
        ]),
      ].join('\n');
    },
    end(summary) {
      const lines = summary.notRun ? [`${summary.notRun} not run (stopped by --bail)`] : [];
      return ['', ...lines, `${summary.passed} passed, ${summary.failed} failed`].join('\n');
    },
  };
}
