// `llts request download` fetches addresses a server answered: only web addresses, through
// the portal's one check. A `data:` address (which Node's fetch would happily read) or a `file:` one is
// refused with the generic error and nothing is written. The answers come from the fixture HTTP server's
// fault control (status 200 with a body), as a scenario or the demo panel would inject them.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../fixtures/server';
import { COMMON_MESSAGES } from '../../src/platform/http/catalogue';
import { cliHome } from './support';

const REFUSED = ['data:text/plain,owned', 'file:///etc/hostname', ' JavaScript:alert(1)'];

describe('request download: addresses from the server', { timeout: 60_000 }, () => {
  const home = cliHome();
  let server: FixtureServer;
  let api: string;
  beforeAll(async () => {
    server = await startFixtureServer({ port: 0 });
    api = `${server.url}/api/v1`;
  });
  afterEach(() => server.backend.reset());
  afterAll(async () => {
    await server.close();
    home.cleanup();
  });
  const download = (out: string, ...extra: string[]) =>
    home.run(['--api', api, '--user', 'client', 'request', 'download', 'jr-mt-done', '-o', out, ...extra]);

  it.each(REFUSED)('a file address %j is never fetched', async (downloadUrl) => {
    server.backend.injectFault({
      method: 'GET',
      path: '/api/v1/jobRequests/jr-mt-done/files/**/downloadUrl',
      status: 200,
      body: { downloadUrl },
      times: 'always',
    });
    const out = mkdtempSync(join(home.dir, 'out-'));
    const result = await download(out);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(COMMON_MESSAGES.unexpected);
    expect(readdirSync(out)).toEqual([]);
  });

  it.each(REFUSED)('a zip address %j is never fetched', async (downloadUrl) => {
    server.backend.injectFault({
      method: 'GET',
      path: '/api/v1/jobRequests/jr-mt-done/actions/zipTranslatedFiles/status',
      status: 200,
      body: { status: 'COMPLETED', downloadUrl },
      times: 'always',
    });
    const out = mkdtempSync(join(home.dir, 'out-'));
    const result = await download(out, '--zip');
    expect(result.code).toBe(1);
    // After the zip's progress note, the generic error.
    expect(result.stderr.trim().split('\n').at(-1)).toBe(COMMON_MESSAGES.unexpected);
    expect(existsSync(join(out, 'jr-mt-done.zip'))).toBe(false);
  });

  it('the fixtures’ own web addresses still download', async () => {
    const out = mkdtempSync(join(home.dir, 'out-'));
    const result = await download(out, '--lang', 'deu');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(readdirSync(join(out, 'deu')).length).toBeGreaterThan(0);
  });
});

describe('request accept-quote: the address to continue at', { timeout: 60_000 }, () => {
  const home = cliHome();
  let server: FixtureServer;
  beforeAll(async () => {
    server = await startFixtureServer({ port: 0 });
  });
  afterAll(async () => {
    await server.close();
    home.cleanup();
  });

  it('is given only when it is a web address', async () => {
    server.backend.injectFault({
      method: 'POST',
      path: '/api/v1/jobRequests/jr-webform-quote/actions/acceptQuote',
      status: 200,
      body: { redirectUrl: 'javascript:alert(1)' },
    });
    const result = await home.run([
      '--api',
      `${server.url}/api/v1`,
      '--user',
      'client',
      '--json',
      'request',
      'accept-quote',
      'jr-webform-quote',
    ]);
    expect(result.code).toBe(0);
    expect(result.json()).toMatchObject({ accepted: true, redirectUrl: null });
  });
});
