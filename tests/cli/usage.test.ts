// Help, usage errors and exit codes: none of these needs a backend.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Command } from 'commander';
import { buildProgram } from '../../cli/program';
import { STACK_LINE, cliHome } from './support';

// Every leaf command of the program's own tree: a new command without an example fails here.
function leafCommands(): string[][] {
  const program = buildProgram(
    {
      streams: { stdout: { write: () => true }, stderr: { write: () => true }, env: {}, cwd: '.' },
      exitCode: 0,
    },
    '0',
  );
  const leaves = (command: Command, path: string[]): string[][] => {
    const subcommands = command.commands.filter((c) => c.name() !== 'help');
    return subcommands.length === 0 ? [path] : subcommands.flatMap((c) => leaves(c, [...path, c.name()]));
  };
  return leaves(program, []);
}
const COMMANDS = leafCommands();

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

  it('finds the leaf commands', () => {
    expect(COMMANDS.length).toBeGreaterThan(50);
    expect(COMMANDS).toContainEqual(['coupa', 'download']);
  });

  it.each(COMMANDS.map((command) => [command.join(' '), command]))(
    '%s --help has an example',
    async (_name, command) => {
      const result = await home.run([...command, '--help']);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/Examples?:\n {2}.*\bllts /);
    },
  );

  it("help <command> prints that command's help on stdout, exit 0, as --help does", async () => {
    for (const [args, usage] of [
      [['help'], 'Usage: llts [options] [command]'],
      [['help', 'request'], 'Usage: llts request [options] [command]'],
      [['help', 'request', 'list'], 'Usage: llts request list [options]'],
      [['--user', 'client', 'help', 'quote', 'show'], 'Usage: llts quote show [options] <jobRequestId>'],
    ] as const) {
      const result = await home.run([...args]);
      expect(result.code, args.join(' ')).toBe(0);
      expect(result.stdout, args.join(' ')).toContain(usage);
      expect(result.stderr, args.join(' ')).toBe('');
    }
    const unknown = await home.run(['help', 'frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'frobnicate'");
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
    const result = await home.run([
      '--json',
      'scenario',
      'run',
      'fixtures/scenarios/auto-quote',
      '--grep',
      'twice',
    ]);
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
    const result = await home.run([
      '--api',
      'http://127.0.0.1:9/api/v1',
      '--user-pool-id',
      'p',
      '--client-id',
      'c',
      'whoami',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--user-pool-id looks like <region>_<id>');
  });

  it('an unreachable --api prints one clear line and exits 1', async () => {
    const args = [
      '--api',
      'http://127.0.0.1:9/api/v1',
      '--user-pool-id',
      'us-east-1_Abc',
      '--client-id',
      'c',
      '--cognito-endpoint',
      'http://127.0.0.1:9/',
      '--user',
      'u',
      '--password',
      'p',
      'whoami',
    ];
    const result = await home.run(args);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Cannot reach the sign-in service at http://127.0.0.1:9: check --api (or --cognito-endpoint) and your connection.',
    ]);
  });

  it('request create names the files it cannot read, before contacting anything', async () => {
    const dir = mkdtempSync(join(home.dir, 'files-'));
    writeFileSync(join(dir, 'ok.txt'), 'fine');
    const result = await home.run(
      [
        'request',
        'create',
        '--source',
        'enu',
        '--target',
        'deu',
        '--files',
        'ok.txt',
        'missing.docx',
        'nope.pdf',
      ],
      { cwd: dir },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Cannot read 2 files:');
    expect(result.stderr).toContain('missing.docx: no such file');
    expect(result.stderr).toContain('nope.pdf: no such file');
  });

  it('request create needs exactly one input method', async () => {
    expect((await home.run(['request', 'create', '--name', 'x'])).stderr).toContain(
      'one of --files, --text or --link',
    );
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
