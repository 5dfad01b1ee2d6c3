// `llts scenario run` through the CLI in-process: every reporter, --out, --shard, --grep, --bail, and the
// exit code. The scenarios are written to a temp dir: two pass, one fails.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHome } from './support';

const PASSING = (name: string) => `name: ${name}
tags: [demo]
persona: client
steps:
  - call: userAccount.get
    expect: { body: { loginName: client } }
  - call: jobRequests.list
    args: { pageSize: 2 }
    capture: { first: "$.items[0].id" }
  - call: jobRequests.get
    args: { id: "{{first}}" }
`;
const FAILING = `name: c failing
tags: [demo, broken]
persona: client
steps:
  - call: userAccount.get
    expect: { body: { loginName: somebody-else } }
  - call: userAccount.get
`;

describe('scenario run', () => {
  const home = cliHome();
  let dir: string;
  beforeAll(() => {
    dir = join(home.dir, 'scenarios');
    mkdirSync(join(dir, '_shared'), { recursive: true });
    writeFileSync(join(dir, 'a.yaml'), PASSING('a passing'));
    writeFileSync(join(dir, 'b.yaml'), PASSING('b passing'));
    writeFileSync(join(dir, 'c.yaml'), FAILING);
    // Fragments (names starting with _) are include-only and never run on their own.
    writeFileSync(join(dir, '_shared', 'x.yaml'), 'steps:\n  - call: auth.whoami\n');
  });
  afterAll(() => home.cleanup());

  it('pretty: progress per scenario, the failing step as file:line, and a last line "N passed, N failed"', async () => {
    const result = await home.run(['scenario', 'run', dir]);
    expect(result.code).toBe(1);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines.at(-1)).toBe('2 passed, 1 failed');
    expect(result.stdout).toMatch(/✓ a passing \(3 steps, \d+ ms\)/);
    expect(result.stdout).toMatch(/✗ c failing/);
    expect(result.stdout).toMatch(
      /c\.yaml:5 userAccount\.get: \$\.loginName: expected "somebody-else", got "client"/,
    );
  });

  it('json: the whole run as one document', async () => {
    const result = await home.run(['scenario', 'run', dir, '--reporter', 'json']);
    const report = result.json<{
      passed: number;
      failed: number;
      scenarios: { name: string; steps: { status: string; location: string }[] }[];
    }>();
    expect(report).toMatchObject({ passed: 2, failed: 1 });
    const failing = report.scenarios.find((s) => s.name === 'c failing')!;
    expect(failing.steps.map((s) => s.status)).toEqual(['failed', 'skipped']);
    expect(failing.steps[0].location).toMatch(/c\.yaml:5$/);
  });

  it('junit: a test case per step, named by scenario and step, written with --out', async () => {
    const out = join(home.dir, 'junit.xml');
    const result = await home.run(['scenario', 'run', dir, '--reporter', 'junit', '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('2 passed, 1 failed; report written to');
    const xml = readFileSync(out, 'utf8');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="llts scenarios" tests="8" failures="1"/,
    );
    expect(xml.match(/<testcase /g)).toHaveLength(8);
    expect(xml).toContain('name="a passing › 1. userAccount.get"');
    expect(xml).toContain(
      '<failure message="$.loginName: expected &quot;somebody-else&quot;, got &quot;client&quot;">',
    );
    expect(xml).toContain('<skipped/>');
  });

  it('--grep and --shard choose scenarios; all passing exits 0', async () => {
    const grep = await home.run(['scenario', 'run', dir, '--grep', '^a ', '--reporter', 'json']);
    expect(grep.code).toBe(0);
    expect(grep.json<{ scenarios: { name: string }[] }>().scenarios.map((s) => s.name)).toEqual([
      'a passing',
    ]);
    const tagged = await home.run(['scenario', 'run', dir, '--grep', 'broken', '--reporter', 'json']);
    expect(tagged.json<{ scenarios: { name: string }[] }>().scenarios.map((s) => s.name)).toEqual([
      'c failing',
    ]);
    const shard = await home.run(['scenario', 'run', dir, '--shard', '2/2', '--reporter', 'json']);
    expect(shard.json<{ scenarios: { name: string }[] }>().scenarios.map((s) => s.name)).toEqual([
      'b passing',
    ]);
    expect((await home.run(['scenario', 'run', dir, '--shard', '0/2'])).code).toBe(2);
  });

  it('--bail stops after the first failure', async () => {
    writeFileSync(join(dir, 'd.yaml'), PASSING('d passing'));
    const result = await home.run(['scenario', 'run', dir, '--bail']);
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain('d passing');
    expect(result.stdout.trimEnd().split('\n').slice(-2)).toEqual([
      '1 not run (stopped by --bail)',
      '2 passed, 1 failed',
    ]);
  });

  it('validate reports the files and steps it checked', async () => {
    const result = await home.run(['--json', 'scenario', 'validate', dir]);
    expect(result.code).toBe(0);
    expect(result.json()).toMatchObject({ valid: true, files: 4 });
  });

  it('never touches the CLI state file', async () => {
    await home.run(['scenario', 'run', dir, '--grep', '^a ']);
    expect(() => readFileSync(join(home.dir, 'fixtures-state.json'))).toThrow();
  });

  it('with --api replays over HTTP, so an API nobody answers at is an error, not a pass', async () => {
    const result = await home.run(['--api', 'http://127.0.0.1:9/api/v1', 'scenario', 'run', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Cannot reach http://127.0.0.1:9');
    expect(result.stdout).toBe('');
  });
});
