// The slowest tests of a run, from the vitest and Playwright JSON reports `npm test` writes: printed at the end
// of every run, so a test that grows slow is seen the day it does, not when the suite is over budget.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined; // the step did not get that far
  }
}

function vitestTests(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults.map((test) => ({
      kind: 'vitest',
      name: `${relative(process.cwd(), file.name)} › ${test.fullName}`,
      ms: test.duration ?? 0,
    })),
  );
}

function playwrightTests(report) {
  const tests = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        tests.push({ kind: 'e2e', name: `${spec.file ?? file} › ${spec.title}`, ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return tests;
}

/** The `count` slowest tests of both reports, as printable lines (empty when neither report exists). */
export function slowestTests({ vitest, playwright }, count = 15) {
  const tests = [...vitestTests(readJson(vitest)), ...playwrightTests(readJson(playwright))];
  return tests
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((test) => `${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.kind.padEnd(6)} ${test.name}`);
}
