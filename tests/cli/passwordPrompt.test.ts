// llts login on a terminal asks for the password (the line reader reads it without echo) when none is
// given, against a pool that is not the embedded fixtures' demo (where persona names alone sign in).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer } from '../../fixtures/server';
import { cliHome } from './support';

describe('login password prompt', () => {
  const home = cliHome();
  let server: Awaited<ReturnType<typeof startFixtureServer>>;
  beforeAll(async () => {
    server = await startFixtureServer({ port: 0 });
  });
  afterAll(async () => {
    await server.close();
    home.cleanup();
  });
  const remote = () => [
    '--api',
    `${server.url}/api/v1`,
    '--user-pool-id',
    'us-east-1_LLTSdemo',
    '--client-id',
    'llts-demo-client',
    '--cognito-endpoint',
    `${server.url}/cognito/`,
  ];

  it('asks on a terminal, and refuses clearly when there is no terminal', async () => {
    const asked = await home.run([...remote(), 'login', '--user', 'client'], {
      tty: true,
      stdin: ['Demo-pass-1'],
      env: { NO_COLOR: '1' },
    });
    expect(asked.code).toBe(0);
    expect(asked.stdout).toContain('Signed in as client');
    const piped = await home.run([...remote(), 'login', '--user', 'client'], { stdin: ['Demo-pass-1'] });
    expect(piped.code).toBe(2);
    expect(piped.stderr).toContain('--password (or LLTS_PASSWORD) is needed');
  });
});
