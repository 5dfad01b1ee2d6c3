// Shell completion as gh and kubectl do it: the scripts ask `llts __complete <words>`
// for the last word's candidates, so subcommands, flags and option values complete after any global
// option, and file names where a path is expected.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHome } from './support';

describe('llts __complete', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());
  const complete = async (...words: string[]) => {
    const result = await home.run(['__complete', ...words]);
    expect(result.code, words.join(' ')).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    return { candidates: lines.slice(0, -1), directive: lines[lines.length - 1] };
  };

  it('completes the commands, and the subcommands after global options and their values', async () => {
    expect((await complete('')).candidates).toEqual(expect.arrayContaining(['request', 'login', 'help']));
    expect((await complete('re')).candidates).toEqual(['request', 'reports']);
    const sub = await complete('--user', 'client', '--json', 'request', '');
    expect(sub.candidates).toEqual(expect.arrayContaining(['list', 'download', 'archive']));
    expect(sub.candidates).not.toContain('login');
    expect((await complete('--api', 'http://x/api/v1', 'coupa', 'd')).candidates).toEqual(['download']);
    expect((await complete('help', 'request', 'l')).candidates).toEqual(['list']);
  });

  it("completes a command's flags, the global ones included", async () => {
    const flags = (await complete('--user', 'client', 'request', 'list', '--')).candidates;
    expect(flags).toEqual(
      expect.arrayContaining(['--status', '--page-size', '--all', '--json', '--user', '--help']),
    );
    expect((await complete('request', 'list', '--st')).candidates).toEqual(['--status', '--state']);
  });

  it('completes option and argument values that have choices', async () => {
    expect((await complete('scenario', 'run', '--reporter', '')).candidates).toEqual([
      'pretty',
      'json',
      'junit',
    ]);
    expect(
      (await complete('--user', 'client', 'quote', 'pdf', 'aq-ready', '--variant', '')).candidates,
    ).toEqual(['us', 'uk']);
    expect((await complete('--json', 'stats', 'q')).candidates).toEqual(
      expect.arrayContaining(['quotes', 'qa']),
    );
    expect((await complete('completion', '')).candidates).toEqual(['bash', 'zsh', 'fish']);
  });

  it('asks the shell for file names where a path is expected, and for nothing elsewhere', async () => {
    expect((await complete('--user', 'client', 'mt', 'files', 'a.docx', '')).directive).toBe(':files');
    expect((await complete('scenario', 'validate', '')).directive).toBe(':files');
    expect((await complete('--state', '')).directive).toBe(':files');
    expect((await complete('request', 'create', '--files', '')).directive).toBe(':files');
    expect((await complete('request', 'download', 'jr-1', '-o', '')).directive).toBe(':dirs');
    expect(await complete('quote', 'show', '')).toEqual({ candidates: [], directive: ':words' });
    expect(await complete('--user', '')).toEqual({ candidates: [], directive: ':words' });
  });
});

describe('the completion scripts', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  it('zsh and fish ask llts __complete and fall back to their own file completion', async () => {
    const zsh = (await home.run(['completion', 'zsh'])).stdout;
    expect(zsh).toContain('#compdef llts');
    expect(zsh).toContain('llts __complete');
    expect(zsh).toContain('_files');
    const fish = (await home.run(['completion', 'fish'])).stdout;
    expect(fish).toContain('llts __complete');
    expect(fish).toContain('__fish_complete_path');
  });
});

const root = join(import.meta.dirname, '../..');
const hasBash = spawnSync('bash', ['-c', 'true']).status === 0;

describe.skipIf(!hasBash)('bash completion, end to end', () => {
  let dir: string;
  beforeAll(async () => {
    const { buildCliIfStale } = (await import(join(root, 'cli/build.mjs'))) as {
      buildCliIfStale: () => Promise<string>;
    };
    await buildCliIfStale();
    dir = mkdtempSync(join(tmpdir(), 'llts-complete-'));
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs', 'contract.docx'), 'x');
    writeFileSync(join(dir, 'docs', 'terms.pdf'), 'x');
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** COMPREPLY for the command line, the last word being the one completed. */
  const bashComplete = (...words: string[]): string[] => {
    const script = [
      `llts() { node ${JSON.stringify(join(root, 'cli/bin/llts.cjs'))} "$@"; }`,
      'source <(llts completion bash)',
      `COMP_WORDS=(llts ${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length}`,
      '_llts',
      'printf "%s\\n" "${COMPREPLY[@]}"',
    ].join('\n');
    const result = spawnSync('bash', ['-c', script], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, LLTS_CONFIG_DIR: dir },
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    return result.stdout.split('\n').filter(Boolean);
  };

  it('completes subcommands after a global option, and file names where a path is expected', () => {
    expect(bashComplete('--user', 'client', 'request', 'do')).toEqual(['download']);
    expect(bashComplete('mt', 'files', 'docs/').sort()).toEqual(['docs/contract.docx', 'docs/terms.pdf']);
    expect(bashComplete('scenario', 'run', '--reporter', 'j').sort()).toEqual(['json', 'junit']);
  }, 60_000);
});
