// Scenario replay keeps state between scenarios only where that is safe: seed copies renewed
// across resets, persona tokens reused, identity requests dispatched straight to the handlers. Whatever one
// scenario changes, the next one starts from the seed: these scenarios fail if a change leaks through.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../fixtures/data/personas';
import { createFixtureBackend } from '../../fixtures/node';
import { cliHome } from './support';

/** The name of the first request in the client's list, on a backend of its own (the seed's). */
async function firstRequestName(): Promise<string> {
  const backend = createFixtureBackend();
  const origin = backend.ctx.origin();
  const signIn = await backend.dispatch(
    new Request(`${origin}/cognito/`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'llts-demo-client',
        AuthParameters: { USERNAME: 'client', PASSWORD: DEMO_PASSWORD },
      }),
    }),
  );
  const token = ((await signIn!.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult
    .IdToken;
  const list = await backend.dispatch(
    new Request(`${origin}/api/v1/jobRequests?pageSize=5`, { headers: { Authorization: `Bearer ${token}` } }),
  );
  return ((await list!.json()) as { items: { name: string }[] }).items[0].name;
}

const RENAMES = (n: number, seedName: string) => `name: ${n} renames the first request
steps:
  - call: auth.signIn
    args: { username: client, password: Demo-pass-1 }
  - call: jobRequests.list
    args: { pageSize: 5 }
    capture: { first: "$.items[0].id" }
  - call: jobRequests.get
    args: { id: "{{first}}" }
    expect: { body: { $.name: ${JSON.stringify(seedName)} } }
  - call: jobRequests.renameCall
    args: { id: "{{first}}", name: Renamed in scenario ${n} }
  - call: jobRequests.get
    args: { id: "{{first}}" }
    expect: { body: { $.name: Renamed in scenario ${n} } }
  - name: the sign-in went through the emulated Cognito and its answer is journaled, as over fetch
    call: fixtures.journal
    expect: { body: { "$[0].path": /cognito/, "$[0].status": 200 } }
`;

// Never reads the job requests: the next scenario is their first reader since the rename.
const ELSEWHERE = `name: 2 reads something else
persona: client
steps:
  - call: userAccount.get
    expect: { body: { loginName: client } }
`;

const READS = (seedName: string) => `name: 3 reads the first request as seeded
persona: client
steps:
  - call: jobRequests.list
    args: { pageSize: 5 }
    capture: { first: "$.items[0].id" }
  - call: jobRequests.get
    args: { id: "{{first}}" }
    expect: { body: { $.name: ${JSON.stringify(seedName)} } }
  - call: fixtures.journal
    expect: { body: { "$[*].method": [GET, GET] } }
`;

describe('scenario isolation under replay', () => {
  const home = cliHome();
  let dir: string;
  beforeAll(async () => {
    const seedName = await firstRequestName();
    dir = join(home.dir, 'scenarios');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, '1.yaml'), RENAMES(1, seedName));
    writeFileSync(join(dir, '2.yaml'), ELSEWHERE);
    writeFileSync(join(dir, '3.yaml'), READS(seedName));
    writeFileSync(join(dir, '4.yaml'), RENAMES(4, seedName));
    writeFileSync(join(dir, '5.yaml'), RENAMES(5, seedName));
  });
  afterAll(() => home.cleanup());

  it('a record renamed in one scenario is the seed again in every later one', async () => {
    const result = await home.run(['scenario', 'run', dir, '--reporter', 'json']);
    const report = result.json<{
      passed: number;
      failed: number;
      scenarios: { name: string; passed: boolean; steps: { error?: string }[] }[];
    }>();
    const failures = report.scenarios
      .filter((s) => !s.passed)
      .map(
        (s) =>
          `${s.name}: ${s.steps
            .map((step) => step.error)
            .filter(Boolean)
            .join('; ')}`,
      );
    expect(failures).toEqual([]);
    expect(report).toMatchObject({ passed: 5, failed: 0 });
    expect(result.code).toBe(0);
  });
});
