// The whole run as one JSON document.
import type { Reporter } from './reporter';
import { relativeTo } from './reporter';

export function jsonReporter(cwd: string): Reporter {
  return {
    end(summary) {
      return JSON.stringify(
        {
          passed: summary.passed,
          failed: summary.failed,
          notRun: summary.notRun,
          durationMs: Math.round(summary.durationMs * 10) / 10,
          cpuMs: Math.round(summary.cpuMs * 10) / 10,
          scenarios: summary.results.map((r) => ({
            name: r.name,
            file: relativeTo(cwd, r.file),
            tags: r.tags,
            passed: r.passed,
            durationMs: Math.round(r.durationMs * 10) / 10,
            steps: r.steps.map((s) => ({
              name: s.name,
              location: `${relativeTo(cwd, s.file)}:${s.line}`,
              status: s.status,
              durationMs: Math.round(s.durationMs * 10) / 10,
              ...(s.error ? { error: s.error } : {}),
              ...(s.reason ? { reason: s.reason } : {}),
              ...(s.attachments ? { attachments: s.attachments.map((file) => relativeTo(cwd, file)) } : {}),
            })),
          })),
        },
        null,
        2,
      );
    },
  };
}
