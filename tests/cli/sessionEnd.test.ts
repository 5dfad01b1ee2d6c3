// How a CLI session ends: `llts logout` revokes the refresh token at the identity service, `--everywhere`
// ends every session of the user, and a session the service will not renew says so (exit 1) instead of a
// bare 'Unauthorized'. Against the fixture HTTP server, whose emulated pool outlives each invocation.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFile } from '../../cli/paths';
import { startFixtureServer, type FixtureServer } from '../../fixtures/server';
import { fakeJwt } from '../support/jwt';
import { cliHome } from './support';

const EXPIRED = 'Your session has expired. Please sign in again.';

describe('ending CLI sessions', () => {
  const home = cliHome();
  let server: FixtureServer;
  let api: string;
  const file = () => sessionFile({ LLTS_CONFIG_DIR: home.dir }, api);
  const run = (...args: string[]) => home.run(['--api', api, ...args]);
  /** What the stored session's refresh token gets from the identity service now. */
  const refreshWith = async (refreshToken: string) => {
    const response = await fetch(`${server.url}/cognito/`, {
      method: 'POST',
      headers: { 'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: 'llts-demo-client',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    });
    return response.status;
  };
  const storedRefreshToken = () =>
    (JSON.parse(JSON.parse(readFileSync(file(), 'utf8'))['llts.auth.session']) as { refreshToken: string })
      .refreshToken;

  beforeAll(async () => {
    server = await startFixtureServer({ port: 0 });
    api = `${server.url}/api/v1`;
  });
  afterAll(async () => {
    await server.close();
    home.cleanup();
  });

  it('logout revokes the refresh token at the identity service', async () => {
    expect((await run('login', '--user', 'client')).code).toBe(0);
    const token = storedRefreshToken();
    expect(await refreshWith(token)).toBe(200);
    const out = await run('logout');
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('Signed out client.');
    expect(await refreshWith(token)).toBe(400);
  });

  it('logout --everywhere ends every session of the user', async () => {
    expect((await run('login', '--user', 'employee')).code).toBe(0);
    const first = storedRefreshToken();
    expect((await run('login', '--user', 'employee')).code).toBe(0);
    const second = storedRefreshToken();
    expect(first).not.toBe(second);
    const out = await run('logout', '--everywhere');
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('Signed out employee on every device.');
    expect(await refreshWith(first)).toBe(400);
    expect(await refreshWith(second)).toBe(400);
  });

  it('a session the identity service will not renew says so and exits 1', async () => {
    expect((await run('login', '--user', 'client')).code).toBe(0);
    const stored = JSON.parse(readFileSync(file(), 'utf8')) as Record<string, string>;
    const session = JSON.parse(stored['llts.auth.session']) as Record<string, unknown>;
    // The id token has expired and the refresh token was revoked meanwhile (another device signed out everywhere).
    const past = Math.floor(Date.now() / 1000) - 7200;
    session.idToken = fakeJwt({
      'cognito:username': 'client',
      'cognito:groups': ['CLIENT'],
      iat: past,
      exp: past + 3600,
    });
    session.clockDriftMs = 0;
    writeFileSync(file(), JSON.stringify({ 'llts.auth.session': JSON.stringify(session) }));
    await fetch(`${server.url}/cognito/`, {
      method: 'POST',
      headers: { 'X-Amz-Target': 'AWSCognitoIdentityProviderService.RevokeToken' },
      body: JSON.stringify({ ClientId: 'llts-demo-client', Token: session.refreshToken }),
    });

    const who = await run('whoami');
    expect(who.code).toBe(1);
    expect(who.stderr.trim()).toBe(EXPIRED);
    // Said once: the dead session is forgotten, so the next command asks for a sign-in.
    expect((await run('whoami')).stderr).toContain('You are not signed in: run `llts login`');
    writeFileSync(file(), JSON.stringify({ 'llts.auth.session': JSON.stringify(session) }));
    const json = await run('--json', 'apps');
    expect(json.code).toBe(1);
    expect(json.json()).toMatchObject({ error: { message: EXPIRED } });
  });
});
