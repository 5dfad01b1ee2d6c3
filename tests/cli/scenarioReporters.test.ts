// What the reporters say about the UI driver's extra facts: a step skipped for want of a UI step
// (with its reason, never as passed) and the screenshot of a failed step, as CI systems pick it up.
import { describe, expect, it } from 'vitest';
import { jsonReporter } from '../../cli/scenario/reporters/json';
import { junitReporter } from '../../cli/scenario/reporters/junit';
import { prettyReporter } from '../../cli/scenario/reporters/pretty';
import type { SuiteSummary } from '../../cli/scenario/suite';

const cwd = '/repo';
const plain = { green: (s: string) => s, red: (s: string) => s, dim: (s: string) => s } as never;
const summary: SuiteSummary = {
  passed: 1,
  failed: 1,
  notRun: 0,
  durationMs: 1000,
  cpuMs: 100,
  results: [
    {
      name: 'quotes',
      file: '/repo/q.yaml',
      tags: [],
      passed: true,
      durationMs: 500,
      steps: [
        { name: 'accept', file: '/repo/q.yaml', line: 4, status: 'passed', durationMs: 300 },
        {
          name: 'raw call',
          file: '/repo/q.yaml',
          line: 9,
          status: 'skipped',
          durationMs: 0,
          reason: 'no UI step (a raw HTTP call)',
        },
      ],
    },
    {
      name: 'broken',
      file: '/repo/b.yaml',
      tags: [],
      passed: false,
      durationMs: 500,
      steps: [
        {
          name: 'reject',
          file: '/repo/b.yaml',
          line: 5,
          status: 'failed',
          durationMs: 400,
          error: 'locator.click: Timeout',
          attachments: ['/repo/scenario-artifacts/broken-line5.png'],
        },
      ],
    },
  ],
};

describe('reporters and the UI driver', () => {
  it('pretty: skipped steps counted on the scenario line, the screenshot under the failing step', () => {
    const reporter = prettyReporter(cwd, plain);
    expect(reporter.line!(summary.results[0])).toMatch(
      /^✓ quotes \(2 steps, 1 skipped \(no UI step\), 500 ms\)$/,
    );
    expect(reporter.line!(summary.results[1])).toContain(
      '\n      screenshot: scenario-artifacts/broken-line5.png',
    );
  });

  it('json: the reason of a skip and the attachments of a failure', () => {
    const report = JSON.parse(jsonReporter(cwd).end(summary)) as {
      scenarios: { steps: Record<string, unknown>[] }[];
    };
    expect(report.scenarios[0].steps[1]).toMatchObject({
      status: 'skipped',
      reason: 'no UI step (a raw HTTP call)',
    });
    expect(report.scenarios[1].steps[0]).toMatchObject({
      status: 'failed',
      attachments: ['scenario-artifacts/broken-line5.png'],
    });
  });

  it('junit: a test case per step, the skip with its message, the screenshot as an attachment in system-out', () => {
    const xml = junitReporter(cwd).end(summary);
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml).toContain('<skipped message="no UI step (a raw HTTP call)"/>');
    expect(xml).toContain(
      '<system-out>[[ATTACHMENT|/repo/scenario-artifacts/broken-line5.png]]</system-out>',
    );
  });
});
