// Runs one step: fills {{placeholders}}, injects its faults, calls the operation (or the raw request) as
// its caller, repeats it while a `wait` is unmet (advancing the fixture clock, never sleeping), checks
// `expect` and stores `capture`s. Faults left over are cleared whatever happened.
import type { Expectation, HttpStep, Step, WaitSpec } from './model';
import { jsonCopy } from './jsonCopy';
import { evaluateJsonPath } from './jsonPath';
import type { Outcome } from './outcome';
import { bodyProblems, outcomeProblems } from './outcome';
import { OPERATIONS } from './registry';
import { rawCall } from './rawCall';
import { fill } from './template';
import type { StepWorld } from './world';

export interface StepResult {
  name: string;
  file: string;
  line: number;
  status: 'passed' | 'failed' | 'skipped';
  durationMs: number;
  error?: string;
  /** Why a step was skipped when not because an earlier one failed, e.g. 'no UI step'. */
  reason?: string;
  /** Files that go with the result (the UI driver's screenshot of a failure). */
  attachments?: string[];
}

/**
 * Thrown by a driver for a step it cannot take (an operation with no screen, an input no screen offers):
 * the step is reported as skipped with this reason, never as passed.
 */
export class StepSkipped extends Error {
  override readonly name = 'StepSkipped';

  /**
   * `done`: the step was still carried out another way (a UI driver's step without a screen, through the API),
   * so what it changes and captures holds for the steps after it; it is not judged.
   */
  constructor(
    reason: string,
    readonly done?: Outcome,
  ) {
    super(reason);
  }
}

/** How one try of a step is made: through the registry's operation (API) or a page object (UI). */
export type Attempt = (step: Step, world: StepWorld, vars: Map<string, unknown>) => Promise<Outcome>;

export async function apiAttempt(step: Step, world: StepWorld, vars: Map<string, unknown>): Promise<Outcome> {
  world.lastStatus = undefined;
  const caller = step.as === undefined ? undefined : String(fill(step.as, vars));
  const impersonate = step.impersonate === undefined ? undefined : String(fill(step.impersonate, vars));
  try {
    if (step.kind === 'http')
      return await rawCall(world, fill(step.request, vars) as HttpStep['request'], caller, impersonate);
    const operation = OPERATIONS.get(step.call);
    if (!operation) throw new Error(`unknown operation '${step.call}'`);
    const http = await world.clientFor(caller, impersonate);
    world.lastStatus = undefined;
    const body = await operation.run({ http, args: fill(step.args, vars) as Record<string, unknown>, world });
    // JSON-safe, so paths read what an API would have answered.
    return { status: world.lastStatus, body: jsonCopy(body) };
  } catch (error) {
    // The status is the API error's own; an error raised before or without an answer (invalid input, a
    // refused wait) has none, whatever earlier calls of the step answered.
    const status = (error as { status?: unknown }).status;
    const fromApi = (error as { name?: unknown }).name === 'ApiError';
    return {
      status: typeof status === 'number' && fromApi ? status : undefined,
      error,
      body: (error as { body?: unknown }).body,
    };
  }
}

async function waitFor(
  step: Step,
  wait: WaitSpec,
  world: StepWorld,
  vars: Map<string, unknown>,
  attempt: Attempt,
): Promise<Outcome> {
  const until = fill(wait.until, vars) as Record<string, unknown>;
  const deadline = world.clock.now() + wait.timeoutMs;
  for (;;) {
    const outcome = await attempt(step, world, vars);
    if (outcome.error !== undefined || bodyProblems(until, outcome.body).length === 0) return outcome;
    if (world.clock.now() + wait.intervalMs > deadline) {
      return {
        ...outcome,
        error: new Error(
          `wait timed out after ${wait.timeoutMs} ms: ${bodyProblems(until, outcome.body).join('; ')}`,
        ),
      };
    }
    await world.clock.sleep(wait.intervalMs);
  }
}

export async function runStep(
  step: Step,
  world: StepWorld,
  vars: Map<string, unknown>,
  attempt: Attempt = apiAttempt,
): Promise<StepResult> {
  const started = performance.now();
  const result = (status: StepResult['status'], error?: string): StepResult => ({
    name: step.name,
    file: step.file,
    line: step.line,
    status,
    durationMs: performance.now() - started,
    ...(status === 'skipped' ? { reason: error } : { error }),
  });
  try {
    for (const fault of step.faults) await world.backend.injectFault(fill(fault, vars) as never);
    const outcome = step.wait
      ? await waitFor(step, step.wait, world, vars, attempt)
      : await attempt(step, world, vars);
    const problems = outcomeProblems(fill(step.expect, vars) as Expectation | undefined, outcome);
    if (problems.length) return result('failed', problems.join('; '));
    for (const [name, path] of Object.entries(step.capture)) {
      const { found, value } = evaluateJsonPath(path, outcome.body);
      if (!found) return result('failed', `capture ${name}: ${path} found nothing in the body`);
      vars.set(name, value);
    }
    return result('passed');
  } catch (error) {
    if (error instanceof StepSkipped) {
      for (const [name, path] of Object.entries(step.capture)) {
        const { found, value } = evaluateJsonPath(path, error.done?.body);
        if (found) vars.set(name, value);
      }
      return result('skipped', error.message);
    }
    return result('failed', error instanceof Error ? error.message : String(error));
  } finally {
    // Only a step's own faults exist (no operation injects one): nothing to clear after a step without any,
    // which over HTTP saves a request per step.
    if (step.faults.length) await world.backend.clearFaults();
  }
}
