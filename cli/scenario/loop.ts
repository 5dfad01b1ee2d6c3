// The scenario loop both drivers share: one fixture backend for the whole run, reset to a fresh seed state
// before each scenario, then the scenario's own state and clock; the persona signed in first; steps in
// order, the rest skipped after a failure. API calls, password sign-ins and refreshes go straight to the
// handlers (the backend's dispatch); only the Cognito library (password change, authenticator set-up),
// which calls the global fetch, goes through the fetch the backend answers in-process.
// A driver (engine.ts: api, ui/uiEngine.ts: ui) says how a scenario begins and ends and how a step is taken.
import { readFileSync } from 'node:fs';
import type { FixtureBackend } from '../runtime/fixtureMode';
import { inProcessBackend } from './backend';
import type { Scenario } from './model';
import type { StepResult } from './stepRunner';
import { createWorld, type Demo, type StepWorld, type WorldSetup } from './world';

export type DriverName = 'api' | 'ui';

export interface ScenarioResult {
  name: string;
  file: string;
  tags: string[];
  passed: boolean;
  durationMs: number;
  steps: StepResult[];
}

export interface Engine {
  run(scenario: Scenario): Promise<ScenarioResult>;
  close(): void | Promise<void>;
}

/** What a driver adds to the shared loop: how a scenario starts and ends, and how one step is taken. */
export interface StepDriver {
  /** Runs after the fixture state is ready and before the first step (e.g. opening a browser context). */
  begin?(scenario: Scenario, world: StepWorld): Promise<void>;
  step(step: Scenario['steps'][number], world: StepWorld, vars: Map<string, unknown>): Promise<StepResult>;
  end?(): Promise<void>;
}

export interface BackendSetup {
  backend: FixtureBackend;
  setup: WorldSetup;
  /** Puts the global fetch back (the run is over). */
  close(): void;
}

/** The fixture backend of a run, answering the global fetch and wired to the world's direct transport. */
export async function createBackendSetup(origin?: () => string): Promise<BackendSetup> {
  const fixtures = await import('../../fixtures/inProcess');
  // Nothing of a scenario's state is kept once the next one starts, so reset() may renew the seed copies.
  const backend = fixtures.createInProcessBackend({ reuseSeedCopies: true, ...(origin ? { origin } : {}) });
  // What calls the global fetch (the Cognito library: password change, authenticator set-up) is answered
  // in-process too: no msw/node interception is started.
  const restoreFetch = backend.answerFetch();
  const demo: Demo = {
    password: fixtures.DEMO_PASSWORD,
    totpSecrets: new Map(
      fixtures.PERSONAS.filter((p) => p.mfa).map((p) => [p.username, fixtures.MFA_PERSONA_TOTP_SECRET]),
    ),
  };
  // API calls, sign-ins, challenges and refreshes go straight to the handlers (the backend's own fetch),
  // skipping even the global fetch's origin check; their journal entries learn each answer's status.
  // The pool's endpoint is read when a session is opened: an origin known only later (the UI driver's
  // server) is still the one used.
  const setup: WorldSetup = {
    backend: inProcessBackend(backend),
    demo,
    transport: backend.fetch,
    tokens: new Map(),
    pool: {
      userPoolId: fixtures.FIXTURE_COGNITO.userPoolId,
      clientId: fixtures.FIXTURE_COGNITO.clientId,
      fetch: backend.fetch,
      get endpoint() {
        return `${backend.ctx.origin()}/cognito/`;
      },
    },
  };
  return { backend, setup, close: restoreFetch };
}

/** The loop over a scenario's steps, shared by the drivers (the backend in-process or over HTTP). */
export function scenarioLoop(setup: WorldSetup, driver: StepDriver): Engine['run'] {
  const { backend } = setup;
  const states = new Map<string, unknown>();
  return async (scenario) => {
    const started = performance.now();
    const steps: StepResult[] = [];
    const fail = (message: string): ScenarioResult => ({
      name: scenario.name,
      file: scenario.file,
      tags: scenario.tags,
      passed: false,
      durationMs: performance.now() - started,
      steps: [
        {
          name: 'fixture setup',
          file: scenario.file,
          line: scenario.line,
          status: 'failed',
          durationMs: 0,
          error: message,
        },
      ],
    });
    try {
      await backend.reset();
      if (scenario.fixture.state) {
        if (!states.has(scenario.fixture.state))
          states.set(scenario.fixture.state, JSON.parse(readFileSync(scenario.fixture.state, 'utf8')));
        await backend.importState(structuredClone(states.get(scenario.fixture.state)));
      }
      if (scenario.fixture.clock) await backend.setClock(scenario.fixture.clock);
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
    const world = createWorld(setup, scenario.persona);
    try {
      // The persona is signed in before the first step, whatever it is (auth.whoami first sees the persona).
      if (scenario.persona && scenario.persona !== 'anonymous') {
        try {
          await world.tokenFor(undefined);
        } catch (error) {
          return fail(
            `persona ${scenario.persona} could not sign in: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      try {
        await driver.begin?.(scenario, world);
      } catch (error) {
        return fail(error instanceof Error ? error.message : String(error));
      }
      const vars = new Map(Object.entries(scenario.vars));
      let failed = false;
      for (const step of scenario.steps) {
        if (failed) {
          steps.push({ name: step.name, file: step.file, line: step.line, status: 'skipped', durationMs: 0 });
          continue;
        }
        const result = await driver.step(step, world, vars);
        steps.push(result);
        failed = result.status === 'failed';
      }
      return {
        name: scenario.name,
        file: scenario.file,
        tags: scenario.tags,
        passed: !failed,
        durationMs: performance.now() - started,
        steps,
      };
    } finally {
      await driver.end?.();
    }
  };
}
