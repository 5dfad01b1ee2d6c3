// Help, usage errors and exit codes: none of these needs a backend.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STACK_LINE, cliHome } from './support';

const COMMANDS = [
  ['login'], ['logout'], ['whoami'], ['apps'],
  ['quote', 'show'], ['quote', 'pdf'], ['quote', 'accept'], ['quote', 'reject'],
  ['request', 'create'], ['request', 'list'], ['request', 'show'], ['request', 'rename'], ['request', 'archive'],
  ['request', 'accept-quote'], ['request', 'reject-quote'], ['request', 'wait'], ['request', 'download'],
  ['mt', 'text'], ['mt', 'files'], ['mt', 'media'], ['mt', 'voices'], ['scenario', 'run'], ['scenario', 'validate'],
  ['fixtures', 'serve'], ['fixtures', 'reset'], ['fixtures', 'clock'],
];

describe('llts usage', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  it('--help lists the commands and the exit codes, exit 0', async () => {
    const result = await home.run(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: llts');
    expect(result.stdout).toMatch(/Exit codes:\n\s+0\s+success\n\s+1\s+the flow failed/);
    expect(result.stderr).toBe('');
  });

  it.each(COMMANDS)('%s %s --help has an example', async (...command) => {
    const result = await home.run([...command.filter(Boolean), '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Examples?:\n\s+llts /);
  });

  it.each([
    ['no command', []],
    ['an unknown command', ['frobnicate']],
    ['an unknown option', ['whoami', '--frobnicate']],
    ['a group without its command', ['quote']],
    ['a missing argument', ['quote', 'show']],
    ['an excess argument', ['whoami', 'extra']],
    ['an invalid choice', ['quote', 'accept', 'aq-ready', '--payment', 'cash']],
  ])('%s prints the help on stderr and exits 2', async (_name, args) => {
    const result = await home.run(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/Usage: llts/);
    expect(result.stderr).not.toMatch(STACK_LINE);
  });

  it('with --json, a usage mistake still leaves one JSON document on stdout', async () => {
    const result = await home.run(['--json', 'request', 'list', '--no-such-option']);
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout)).toMatchObject({ error: { code: 'commander.unknownOption' } });
  });

  it('with --json, scenario run reports in JSON', async () => {
    const result = await home.run(['--json', 'scenario', 'run', 'fixtures/scenarios/auto-quote', '--grep', 'twice']);
    expect(result.code).toBe(0);
    expect(() => JSON.parse(result.stdout)).not.toThrow();
  });

  it('--version', async () => {
    const result = await home.run(['--version']);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('an --api that is not a URL is bad usage', async () => {
    const result = await home.run(['--api', 'api.example.com', 'whoami']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--api must be an http(s) URL, got 'api.example.com'");
  });

  it('a malformed --user-pool-id is bad usage', async () => {
    const result = await home.run(['--api', 'http://127.0.0.1:9/api/v1', '--user-pool-id', 'p', '--client-id', 'c', 'whoami']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--user-pool-id looks like <region>_<id>');
  });

  it('an unreachable --api prints one clear line and exits 1', async () => {
    const args = ['--api', 'http://127.0.0.1:9/api/v1', '--user-pool-id', 'us-east-1_Abc', '--client-id', 'c', '--cognito-endpoint', 'http://127.0.0.1:9/', '--user', 'u', '--password', 'p', 'whoami'];
    const result = await home.run(args);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual(['Cannot reach the sign-in service at http://127.0.0.1:9: check --api (or --cognito-endpoint) and your connection.']);
  });

  it('request create names the files it cannot read, before contacting anything', async () => {
    const dir = mkdtempSync(join(home.dir, 'files-'));
    writeFileSync(join(dir, 'ok.txt'), 'fine');
    const result = await home.run(['request', 'create', '--source', 'enu', '--target', 'deu', '--files', 'ok.txt', 'missing.docx', 'nope.pdf'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Cannot read 2 files:');
    expect(result.stderr).toContain('missing.docx: no such file');
    expect(result.stderr).toContain('nope.pdf: no such file');
  });

  it('request create needs exactly one input method', async () => {
    expect((await home.run(['request', 'create', '--name', 'x'])).stderr).toContain('one of --files, --text or --link');
    const both = await home.run(['request', 'create', '--text', 'hi', '--link', 'https://x.example/a=a']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('Choose one input method, not --text and --link.');
  });

  it('scenario paths that do not exist are named', async () => {
    const result = await home.run(['scenario', 'run', 'no/such/dir']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('no/such/dir: no such file or directory');
  });
});
