// `llts --api <url> scenario run` replays over HTTP: library scenarios against the fixture HTTP
// server (the code `llts fixtures serve` runs, started in this process on a free port) reach it, as its
// journal shows, with its control surface (reset, faults, clock, journal) used over /__fixtures/. Behind a
// proxy that hides /__fixtures/ (what a staging API looks like), a scenario needing controls is refused
// before any request is sent, and one that does not runs.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../fixtures/server';
import { cliHome } from './support';

const LIBRARY = join(import.meta.dirname, '../../fixtures/scenarios');

/** Forwards everything to `port` except the control surface, which answers 404 like an API that has none. */
async function withoutControls(port: number): Promise<Server> {
  const proxy = createServer((req, res) => {
    if (req.url?.startsWith('/__fixtures')) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not Found"}');
      return;
    }
    const upstream = request(
      { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return proxy;
}

interface Entry {
  method: string;
  path: string;
  operation?: string;
  headers: { tokenUsername?: string; usernameOverride?: string };
  fault?: string;
}

describe('scenario run --api', { timeout: 60_000 }, () => {
  const home = cliHome();
  let server: FixtureServer;
  let proxy: Server;
  let api: string;
  let bareApi: string;
  beforeAll(async () => {
    server = await startFixtureServer({ port: 0 });
    api = `${server.url}/api/v1`;
    proxy = await withoutControls(server.port);
    bareApi = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(async () => {
    proxy.closeAllConnections();
    proxy.close();
    await server.close();
    home.cleanup();
  });
  const journal = () => server.backend.journal() as Entry[];

  it('replays against the fixture server: sign-in through its Cognito, the calls and the journal step reach it', async () => {
    server.backend.clearJournal();
    const result = await home.run([
      '--api',
      api,
      '--json',
      'scenario',
      'run',
      join(LIBRARY, 'impersonation/admin-allowed.yaml'),
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.json()).toMatchObject({ passed: 1, failed: 0 });
    const entries = journal();
    // The run reset the server first (the journal starts afresh), then signed in and called the API.
    expect(entries.some((e) => e.path.startsWith('/cognito') && e.operation === 'InitiateAuth')).toBe(true);
    expect(entries).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        path: '/api/v1/userAccount',
        headers: expect.objectContaining({ tokenUsername: 'superuser', usernameOverride: 'employee' }),
      }),
    );
    expect(entries.filter((e) => e.path.startsWith('/api/v1/')).length).toBeGreaterThanOrEqual(5);
    // Nothing ran in-process: the embedded fixtures' state file was never made.
    expect(existsSync(join(home.dir, 'fixtures-state.json'))).toBe(false);
  });

  it('injects step faults through the control surface and clears them after the step', async () => {
    const result = await home.run([
      '--api',
      api,
      'scenario',
      'run',
      join(LIBRARY, 'errors/server-errors.yaml'),
    ]);
    expect(result.code).toBe(0);
    expect(journal().some((e) => e.fault)).toBe(true);
    expect(server.backend.faults()).toEqual([]);
  });

  it('refuses, before sending anything, a scenario that needs controls the server lacks: the step, exit 2', async () => {
    server.backend.clearJournal();
    const result = await home.run([
      '--api',
      bareApi,
      'scenario',
      'run',
      join(LIBRARY, 'impersonation/admin-allowed.yaml'),
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toMatch(
      /admin-allowed\.yaml:22: step 'the journal shows who acted as whom' needs the fixture control surface \(fixtures\.journal\); http:\/\/127\.0\.0\.1:\d+ has none/,
    );
    expect(result.stdout).toBe('');
    expect(journal()).toEqual([]);
  });

  it('runs a scenario that needs no controls against a server without them, saying it cannot reset', async () => {
    server.backend.reset();
    const result = await home.run([
      '--api',
      bareApi,
      'scenario',
      'run',
      join(LIBRARY, 'job-requests/paging.yaml'),
    ]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      'has no fixture control surface: scenarios run on its data as it is, with no reset between them',
    );
    expect(journal().filter((e) => e.path === '/api/v1/jobRequests').length).toBeGreaterThan(1);
  });

  it('names the server it cannot reach (exit 1), and keeps the ui driver to its own backend (exit 2)', async () => {
    const unreachable = await home.run([
      '--api',
      'http://127.0.0.1:9/api/v1',
      'scenario',
      'run',
      join(LIBRARY, 'job-requests/paging.yaml'),
    ]);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain('Cannot reach http://127.0.0.1:9');
    const ui = await home.run([
      '--api',
      api,
      'scenario',
      'run',
      '--driver',
      'ui',
      join(LIBRARY, 'job-requests/paging.yaml'),
    ]);
    expect(ui.code).toBe(2);
    expect(ui.stderr).toContain('--api is for the api driver');
  });
});
