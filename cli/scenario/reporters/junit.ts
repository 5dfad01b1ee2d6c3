// JUnit XML for CI: a test suite per scenario, a test case per step named by scenario and step.
import type { Reporter } from './reporter';
import { relativeTo } from './reporter';

const escape = (text: string) =>
  text
    .replace(
      /[<>&"']/g,
      (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
    )
    // XML 1.0 has no place for control characters other than tab and line breaks.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
const seconds = (ms: number) => (ms / 1000).toFixed(3);

export function junitReporter(cwd: string): Reporter {
  return {
    end(summary) {
      const steps = summary.results.flatMap((r) => r.steps);
      const suites = summary.results.map((r) => {
        const failures = r.steps.filter((s) => s.status === 'failed').length;
        const skipped = r.steps.filter((s) => s.status === 'skipped').length;
        const cases = r.steps.map((s, i) => {
          const name = escape(`${r.name} › ${i + 1}. ${s.name}`);
          const location = `${relativeTo(cwd, s.file)}:${s.line}`;
          const open = `    <testcase classname="${escape(r.name)}" name="${name}" file="${escape(location)}" time="${seconds(s.durationMs)}"`;
          // A screenshot as Jenkins, GitLab and GitHub test reporters pick attachments up from system-out.
          const attached = s.attachments?.length
            ? `\n      <system-out>${s.attachments.map((f) => `[[ATTACHMENT|${escape(f)}]]`).join('\n')}</system-out>`
            : '';
          if (s.status === 'failed')
            return `${open}>\n      <failure message="${escape(s.error ?? 'failed')}">${escape(`${location}: ${s.error ?? 'failed'}`)}</failure>${attached}\n    </testcase>`;
          if (s.status === 'skipped')
            return `${open}>\n      ${s.reason ? `<skipped message="${escape(s.reason)}"/>` : '<skipped/>'}\n    </testcase>`;
          return `${open}/>`;
        });
        return `  <testsuite name="${escape(r.name)}" file="${escape(relativeTo(cwd, r.file))}" tests="${r.steps.length}" failures="${failures}" skipped="${skipped}" time="${seconds(r.durationMs)}">\n${cases.join('\n')}\n  </testsuite>`;
      });
      const failures = steps.filter((s) => s.status === 'failed').length;
      return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="llts scenarios" tests="${steps.length}" failures="${failures}" time="${seconds(summary.durationMs)}">\n${suites.join('\n')}\n</testsuites>`;
    },
  };
}
