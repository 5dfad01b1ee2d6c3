// `llts request create` and the scenario step `requests.create` go through the platform's one request
// preparation: for the same input they send the same body. Both run against one fixture HTTP server, so
// its journal holds what each sent.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  FIXTURE_COGNITO,
  startFixtureServer,
  type FixtureServer,
} from '../../fixtures/server';
import { requestOperations } from '../../cli/scenario/ops/requests';
import { inProcessBackend } from '../../cli/scenario/backend';
import { createWorld } from '../../cli/scenario/world';
import { cliHome } from './support';

describe('one request preparation for the CLI and the scenario runner', { timeout: 30_000 }, () => {
  const home = cliHome();
  let server: FixtureServer;
  beforeAll(async () => {
    server = await startFixtureServer({ port: 0 });
    writeFileSync(join(home.dir, 'brochure.docx'), 'Our product is great.');
  });
  afterAll(async () => {
    await server.close();
    home.cleanup();
  });

  const createdBodies = () =>
    server.backend
      .journal()
      .filter((entry) => entry.method === 'POST' && /\/api\/v1\/(projects|quotes)$/.test(entry.path))
      .map((entry) => entry.body);

  async function viaScenario(args: Record<string, unknown>) {
    const world = createWorld(
      {
        backend: inProcessBackend(server.backend),
        demo: { password: DEMO_PASSWORD, totpSecrets: new Map() },
        transport: (input, init) => fetch(input, init),
        tokens: new Map(),
        pool: {
          userPoolId: FIXTURE_COGNITO.userPoolId,
          clientId: FIXTURE_COGNITO.clientId,
          endpoint: `${server.url}/cognito/`,
        },
      },
      'client',
    );
    return requestOperations['requests.create'].run({ http: await world.clientFor(undefined), args, world });
  }

  const viaCli = (...args: string[]) =>
    home.run(['--api', `${server.url}/api/v1`, '--user', 'client', '--password', DEMO_PASSWORD, ...args], {
      cwd: home.dir,
    });

  it('sends the same project body: service, defaults, pipe-joined lists, languages and notes', async () => {
    const cli = await viaCli(
      'request',
      'create',
      '--name',
      'Brochure',
      '--source',
      'enu',
      '--target',
      'deu,fra',
      '--service',
      '101',
      '--field',
      'Department=Marketing',
      '--field',
      'Channels=Web|Social',
      '--notes',
      'Rush',
      '--files',
      'brochure.docx',
    );
    expect(cli.stderr).toContain('Created project');
    await viaScenario({
      name: 'Brochure',
      source: 'enu',
      targets: ['deu', 'fra'],
      service: 101,
      notes: 'Rush',
      fields: { Department: 'Marketing', Channels: 'Web|Social' },
      files: [{ name: 'brochure.docx', content: 'Our product is great.' }],
    });
    const [fromCli, fromScenario] = createdBodies();
    expect(fromCli).toMatchObject({
      clientId: 'acme',
      xtrfServiceId: 101,
      customFields: expect.arrayContaining([
        { fieldName: 'Channels', value: 'Web|Social', mapping: 'channels' },
        { fieldName: 'Cost center', value: 'CC-1000', mapping: 'costCenter' },
      ]),
    });
    expect(fromScenario).toEqual(fromCli);
  });

  it("both refuse what the client's submission mode does not allow, in the same words", async () => {
    const before = createdBodies().length;
    const cli = await viaCli(
      'request',
      'create',
      '--name',
      'NDA',
      '--source',
      'enu',
      '--target',
      'deu',
      '--service',
      '103',
      '--field',
      'Department=Legal',
      '--field',
      'Matter number=AB-123456',
      '--text',
      'Hello',
    );
    expect(cli.code).toBe(2);
    expect(cli.stderr).toContain('submitType: This organisation takes estimate requests only.');
    const error = await viaScenario({
      name: 'NDA',
      source: 'enu',
      targets: ['deu'],
      service: 103,
      text: 'Hello',
      fields: { Department: 'Legal', 'Matter number': 'AB-123456' },
    }).catch((e: unknown) => e);
    expect((error as { fields: Record<string, string> }).fields).toEqual({
      submitType: 'This organisation takes estimate requests only.',
    });
    expect(createdBodies()).toHaveLength(before);
  });
});
