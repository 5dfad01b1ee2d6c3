// `llts --api <url> scenario run`: the scenarios replayed over HTTP against a running server. Sign-ins go
// to its Cognito (the fixture server's emulation at <origin>/cognito/ unless a pool is given), operations and
// `http:` steps send real requests. The control surface (reset, state, clock, faults, journal, mailbox) is
// the fixture server's /__fixtures/ endpoints when the server answers them; a server without them (a staging
// API) runs scenarios without a reset, on a real clock, and refuses steps that need them (controlNeeds).
import { realClock } from '../../src/platform/flows/waiting';
import { CliFailure } from '../errors';
import type { RemoteTarget } from '../runtime/target';
import type { ClockReading, ScenarioBackend } from './backend';
import type { Demo, WorldSetup } from './world';

export const CONTROL_PATH = '/__fixtures';

/** One call of the control surface; a refusal names the endpoint and the server's message. */
async function control<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  if (!response.ok) {
    const message = (json as { message?: unknown } | undefined)?.message;
    throw new Error(
      `${method} ${CONTROL_PATH}${path} answered ${response.status}${typeof message === 'string' ? `: ${message}` : ''}`,
    );
  }
  return json as T;
}

const isReading = (value: unknown): value is ClockReading =>
  typeof (value as ClockReading | null)?.ms === 'number';

/** The fixture server's control surface over HTTP. Its clock ticks: `now` follows it from the last reading. */
function httpBackend(apiBaseUrl: string, base: string, first: ClockReading): ScenarioBackend {
  let offset = 0;
  const follow = (reading: ClockReading) => {
    offset = reading.ms - Date.now();
    return reading;
  };
  follow(first);
  const call = <T>(method: string, path: string, body?: unknown) => control<T>(base, method, path, body);
  const advanceClock = async (ms: number) =>
    follow(await call<ClockReading>('POST', '/clock', { advanceMs: ms }));
  return {
    apiBaseUrl: () => apiBaseUrl,
    clock: { now: () => Date.now() + offset, sleep: async (ms) => void (await advanceClock(ms)) },
    controls: true,
    async reset() {
      await call('POST', '/reset');
      follow(await call<ClockReading>('GET', '/clock'));
    },
    importState: async (state) => void (await call('POST', '/state', state)),
    setClock: async (now) => follow(await call<ClockReading>('POST', '/clock', { now })),
    advanceClock,
    injectFault: (spec) => call('POST', '/faults', spec),
    clearFaults: async () => void (await call('DELETE', '/faults')),
    journal: () => call<unknown[]>('GET', '/journal'),
    async lastVerificationCode(email) {
      const response = await fetch(`${base}/verificationCode?email=${encodeURIComponent(email)}`);
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`GET ${CONTROL_PATH}/verificationCode answered ${response.status}`);
      return ((await response.json()) as { code?: string }).code;
    },
  };
}

/** A server with no control surface: nothing to reset, real time, and the control calls refused. */
function plainBackend(apiBaseUrl: string, origin: string): ScenarioBackend {
  const refuse = async (): Promise<never> => {
    throw new Error(`${origin} has no fixture control surface (${CONTROL_PATH}/)`);
  };
  return {
    apiBaseUrl: () => apiBaseUrl,
    clock: realClock,
    controls: false,
    reset: async () => undefined,
    importState: refuse,
    setClock: refuse,
    advanceClock: refuse,
    injectFault: refuse,
    clearFaults: async () => undefined,
    journal: refuse,
    lastVerificationCode: refuse,
  };
}

/** The clock of the control surface, or undefined when the server has none (404, not JSON, ...). */
async function probeControls(base: string, apiBaseUrl: string): Promise<ClockReading | undefined> {
  let response: Response;
  try {
    response = await fetch(`${base}/clock`, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new CliFailure(
      `Cannot reach ${new URL(apiBaseUrl).origin} (${reason}): check --api and that the server is running.`,
    );
  }
  const body: unknown = await response.json().catch(() => undefined);
  return response.ok && isReading(body) ? body : undefined;
}

export async function createRemoteSetup(target: RemoteTarget, demo: Demo): Promise<WorldSetup> {
  const origin = new URL(target.apiBaseUrl).origin;
  const base = `${origin}${CONTROL_PATH}`;
  const reading = await probeControls(base, target.apiBaseUrl);
  return {
    backend: reading
      ? httpBackend(target.apiBaseUrl, base, reading)
      : plainBackend(target.apiBaseUrl, origin),
    pool: target.pool,
    demo,
    // Looked up at each call: the real fetch, whatever wraps it later.
    transport: (input, init) => fetch(input, init),
    tokens: new Map(),
  };
}
