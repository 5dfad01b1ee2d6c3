// "Copy as scenario" end to end in Node: requests made against the fixture backend (a sign-in, a read, a
// fault, the clock moved past a quote's deadline, an unknown path) are journaled, turned into a scenario
// by the demo panel's function, and `llts scenario run` replays that file green on a fresh seed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFixtureBackend, DEMO_PASSWORD, FIXTURE_COGNITO } from '../../../../fixtures/node';
import { createAuthService } from '../../../../src/platform/auth/authService';
import type { DemoJournalEntry } from '../../../../src/platform/react/demoControls';
import { createMemoryStorage } from '../../../../src/platform/storage/storage';
import { journalScenario } from '../../../../src/shell/demo/journalScenario';
import { cliHome, type CliHome } from '../../../cli/support';

const ORIGIN = 'http://127.0.0.1:4591';
const DAY = 86_400_000;

let home: CliHome | undefined;
afterEach(() => home?.cleanup());

/** Clicks through a flow in the backend and returns its journal, its seed time and the page's answers. */
async function journalOfAFlow() {
  const backend = createFixtureBackend({ origin: ORIGIN });
  backend.start({ onUnhandledRequest: 'bypass' });
  try {
    const auth = createAuthService({
      pool: () => ({ ...FIXTURE_COGNITO, endpoint: `${ORIGIN}/cognito/` }),
      storage: createMemoryStorage(),
      now: () => backend.ctx.clock.now(),
    });
    await auth.signIn('client', DEMO_PASSWORD);
    const token = await auth.getIdToken();
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${ORIGIN}/api/v1${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then(
        (response) => response.status,
        () => 0,
      );
    const statuses = [await call('GET', '/autoQuotes/aq-ready?view=full')];
    backend.injectFault({
      method: 'GET',
      path: '/api/v1/userAccount',
      status: 503,
      body: { message: 'Down', errorCode: 'MAINT' },
    });
    statuses.push(await call('GET', '/userAccount'));
    backend.injectFault({ method: 'GET', path: '/api/v1/clientConfigs/*', networkError: true });
    statuses.push(await call('GET', '/clientConfigs/acme'));
    backend.advanceClock(30 * DAY);
    statuses.push(
      await call('POST', '/jobRequests/aq-ready/actions/acceptAutoQuote', {
        paymentPreferences: { paymentType: 'INVOICE_DIRECTLY' },
      }),
    );
    statuses.push(await call('GET', '/no/such/call'));
    const seededAt = (backend.exportState() as { seededAt: number }).seededAt;
    return { journal: backend.journal() as DemoJournalEntry[], seededAt, statuses };
  } finally {
    backend.stop();
  }
}

describe('journalScenario', () => {
  it('turns a journal into a scenario that llts scenario run replays green', async () => {
    const { journal, seededAt, statuses } = await journalOfAFlow();
    expect(statuses).toEqual([200, 503, 0, 409, 404]);
    // The journal has each answer's status and duration.
    const api = journal.filter((entry) => entry.path.startsWith('/api/v1/'));
    expect(api.map((entry) => entry.status)).toEqual([200, 503, 0, 409, 404]);
    expect(api.every((entry) => typeof entry.durationMs === 'number')).toBe(true);

    const yaml = journalScenario(journal, { name: 'demo flow', seededAt });
    // Sign-ins are left to the runner; the steps run as the user who sent them, faults and all.
    expect(yaml).not.toContain('cognito');
    expect(yaml).toContain('as: "client"');
    expect(yaml).toContain('faults: [{"method":"GET","path":"/api/v1/userAccount","status":503');
    expect(yaml).toContain('call: fixtures.advanceClock');
    expect(yaml).toContain('args: { by: 2592000s }');
    expect(yaml).toContain('expect: {"status":409}');

    home = cliHome();
    const file = join(home.dir, 'demo-flow.yaml');
    writeFileSync(file, yaml);
    const run = await home.run(['scenario', 'run', file, '--reporter', 'json']);
    const report = run.json<{
      passed: number;
      failed: number;
      scenarios: { steps: { name: string; status: string; error?: string }[] }[];
    }>();
    expect(report.scenarios[0].steps.filter((step) => step.status !== 'passed')).toEqual([]);
    expect(report).toMatchObject({ passed: 1, failed: 0 });
    expect(run.code).toBe(0);
  });

  it('leaves out what cannot be replayed, and an empty journal still gives a runnable file', () => {
    const entry = (path: string, body?: unknown): DemoJournalEntry => ({
      seq: 1,
      requestId: 'r1',
      at: new Date(0).toISOString(),
      method: 'POST',
      path,
      query: {},
      headers: { authorization: false },
      body,
      status: 200,
    });
    const yaml = journalScenario(
      [entry('/__uploads/bucket/key'), entry('/api/v1/jobRequests/x/files', { multipart: [] })],
      { name: 'n' },
    );
    expect(yaml).toContain('# left out: POST /__uploads/bucket/key: not an API call (a file upload)');
    expect(yaml).toContain('# left out: POST /api/v1/jobRequests/x/files: its body is not JSON');
    expect(yaml).toContain('call: fixtures.journal');
  });
});
