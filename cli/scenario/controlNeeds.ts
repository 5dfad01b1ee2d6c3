// What in a scenario needs the fixtures' control surface (state, clock, faults, journal, mailbox). Against a
// server without it (`llts --api <staging> scenario run`), such a scenario is refused before any request is
// sent, naming the step: passing it without its fault or clock would prove nothing.
import { UsageError } from '../errors';
import type { Scenario } from './model';

export interface ControlNeed {
  file: string;
  line: number;
  /** The step's name, or the scenario's for its `fixture:` block. */
  step: string;
  what: string;
}

export function controlNeeds(scenario: Scenario): ControlNeed[] {
  const needs: ControlNeed[] = [];
  const at = (located: { file: string; line: number }, step: string, what: string) =>
    needs.push({ file: located.file, line: located.line, step, what });
  if (scenario.fixture.state) at(scenario, scenario.name, 'fixture.state');
  if (scenario.fixture.clock) at(scenario, scenario.name, 'fixture.clock');
  for (const step of scenario.steps) {
    if (step.faults.length) at(step, step.name, 'faults');
    if (step.kind !== 'call') continue;
    if (step.call.startsWith('fixtures.')) at(step, step.name, step.call);
    // The visitor's e-mail check reads the code from the fixtures' mailbox unless the step gives it.
    if (step.call === 'requests.createUnauthenticated' && step.args.code === undefined) {
      at(step, step.name, 'the e-mailed code read from the fixtures; give it as code:');
    }
  }
  return needs;
}

/** Refuses the run (exit 2) when a chosen scenario needs controls the server does not have. */
export function refuseControlNeeds(scenarios: readonly Scenario[], server: string, cwd: string): void {
  const needs = scenarios.flatMap(controlNeeds);
  if (!needs.length) return;
  const [first] = needs;
  const file = first.file.startsWith(`${cwd}/`) ? first.file.slice(cwd.length + 1) : first.file;
  throw new UsageError(
    `${file}:${first.line}: step '${first.step}' needs the fixture control surface (${first.what}); ${server} has none (no /__fixtures/ endpoints).`,
    [
      ...(needs.length > 1 ? [`${needs.length - 1} more step(s) need it too.`] : []),
      'Run these scenarios against `llts fixtures serve` or in-process (no --api), or leave them out with --grep.',
    ],
  );
}
