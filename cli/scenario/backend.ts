// What a scenario needs of the backend besides its API: reset, state, clock, faults, journal and mailbox.
// Two kinds: the embedded fixtures of the run (in-process calls) and a server reached over HTTP
// (remote.ts), whose control surface is the fixture server's /__fixtures/ endpoints, when it has them.
import type { FlowClock } from '../../src/platform/flows/waiting';
import type { FixtureBackend } from '../runtime/fixtureMode';
import type { StepFault } from './model';

export interface ClockReading {
  now: string;
  ms: number;
}

export interface ScenarioBackend {
  /** The API root scenarios call, e.g. http://127.0.0.1:4010/api/v1. */
  apiBaseUrl(): string;
  /** The backend's time as the scenario sees it: waiting moves it (fixtures) or passes (a real server). */
  clock: FlowClock;
  /** False for a server without the fixture control surface: the calls below then throw. */
  readonly controls: boolean;
  reset(): Promise<void>;
  importState(state: unknown): Promise<void>;
  setClock(now: string): Promise<ClockReading>;
  advanceClock(ms: number): Promise<ClockReading>;
  injectFault(spec: StepFault): Promise<unknown>;
  clearFaults(): Promise<void>;
  journal(): Promise<unknown[]>;
  lastVerificationCode(email: string): Promise<string | undefined>;
}

/** The embedded fixtures of the run, called directly. */
export function inProcessBackend(backend: FixtureBackend): ScenarioBackend {
  const clock = backend.ctx.clock;
  return {
    apiBaseUrl: () => `${backend.ctx.origin()}/api/v1`,
    clock: { now: () => clock.now(), sleep: async (ms) => clock.advance(ms) },
    controls: true,
    reset: async () => backend.reset(),
    importState: async (state) => backend.importState(state),
    setClock: async (now) => backend.setClock(now),
    advanceClock: async (ms) => backend.advanceClock(ms),
    injectFault: async (spec) => backend.injectFault(spec as never),
    clearFaults: async () => backend.clearFaults(),
    journal: async () => backend.journal(),
    lastVerificationCode: async (email) => backend.lastVerificationCode(email),
  };
}
