// Server and file text reaches the terminal with its control characters escaped, and a server-given file
// name holding NUL, ESC or a newline is saved under a safe name (no Headers TypeError, no stack).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHome, STACK_LINE } from './support';

describe('terminal safety', () => {
  const home = cliHome();
  const hostile = 'evil\u001b[31mred\nline\u0000.docx';
  beforeAll(async () => {
    await home.run(['--user', 'client', 'request', 'list']);
    const file = join(home.dir, 'fixtures-state.json');
    const state = JSON.parse(readFileSync(file, 'utf8')) as {
      jobRequests: {
        id: string;
        name: string;
        files: { category: string; languageId?: string; fileName: string }[];
      }[];
    };
    const request = state.jobRequests.find((r) => r.id === 'jr-mt-done')!;
    request.name = 'Name \u001b[2J cleared';
    request.files.find((f) => f.category === 'TRANSLATED_DOCUMENT' && f.languageId === 'spa')!.fileName =
      hostile;
    writeFileSync(file, JSON.stringify(state));
  });
  afterAll(() => home.cleanup());

  it('request show escapes control characters of names and file names', async () => {
    const result = await home.run(['--user', 'client', 'request', 'show', 'jr-mt-done']);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('\u001b');
    expect(result.stdout).not.toContain('\u0000');
    expect(result.stdout).toContain('Name \\u001b[2J cleared');
    expect(result.stdout).toContain('evil\\u001b[31mred\\nline\\u0000.docx');
  });

  it('mt text escapes the translation: an ESC sequence in it neither retitles the terminal nor clears it', async () => {
    const result = await home.run([
      '--user',
      'client',
      'mt',
      'text',
      'Hi\u001b]0;pwned\u0007\u001b[2J\nthere',
      '--to',
      'deu',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('\u001b');
    expect(result.stdout).not.toContain('\u0007');
    // Its own line breaks stay line breaks.
    expect(result.stdout).toContain('\\u001b]0;');
    expect(result.stdout).toContain('\\u0007\\u001b[2J\n');
  });

  it('a download whose file name holds NUL, ESC and a newline gets a safe name', async () => {
    const out = join(home.dir, 'out');
    const result = await home.run([
      '--user',
      'client',
      'request',
      'download',
      'jr-mt-done',
      '--lang',
      'spa',
      '-o',
      out,
    ]);
    expect(result.stderr).not.toMatch(STACK_LINE);
    expect(result.code).toBe(0);
    const names = readdirSync(join(out, 'spa'));
    expect(names).toContain('evil[31mredline.docx');
    expect([...names.join('')].some((char) => char.charCodeAt(0) < 0x20)).toBe(false);
  });

  it('a scenario name with an escape sequence is printed escaped', async () => {
    const file = join(home.dir, 'esc.yaml');
    writeFileSync(file, 'name: "bad \\e[2J name"\npersona: client\nsteps:\n  - call: auth.whoami\n');
    const result = await home.run(['scenario', 'run', file]);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('\u001b');
    expect(result.stdout).toContain('bad \\u001b[2J name');
  });
});

describe('llts --help', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());
  it('lists every environment variable llts reads', async () => {
    const result = await home.run(['--help']);
    expect(result.code).toBe(0);
    for (const name of [
      'LLTS_API_BASE_URL',
      'LLTS_COGNITO_USER_POOL_ID',
      'LLTS_COGNITO_CLIENT_ID',
      'LLTS_COGNITO_ENDPOINT',
      'LLTS_CONFIG_DIR',
      'LLTS_DEBUG',
      'LLTS_USER',
      'LLTS_PASSWORD',
      'NO_COLOR',
    ]) {
      expect(result.stdout, name).toContain(name);
    }
  });
});

describe('llts completion', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());
  // What the scripts complete is tested in completion.test.ts: they ask `llts __complete`.
  it('prints a script for bash, zsh and fish; another shell is bad usage', async () => {
    for (const shell of ['bash', 'zsh', 'fish']) {
      const result = await home.run(['completion', shell]);
      expect(result.code, shell).toBe(0);
      expect(result.stdout, shell).toContain('llts __complete');
    }
    expect((await home.run(['completion', 'bash'])).stdout).toContain('complete -F _llts llts');
    const other = await home.run(['completion', 'tcsh']);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('bash, zsh, fish');
  });
});

describe('help for tools and people', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());
  it('--help --json prints the command tree as JSON', async () => {
    const all = await home.run(['--help', '--json']);
    expect(all.code).toBe(0);
    const tree = all.json<{
      command: { commands: { name: string; commands: { name: string }[] }[] };
      globalOptions: { flags: string }[];
    }>();
    expect(tree.command.commands.find((c) => c.name === 'request')?.commands.map((c) => c.name)).toContain(
      'download',
    );
    expect(tree.globalOptions.map((o) => o.flags)).toContain('--json');
    const one = await home.run(['request', 'list', '--help', '--json']);
    expect(one.json<{ command: { name: string; options: { flags: string }[] } }>().command).toMatchObject({
      name: 'list',
    });
  });

  it("each command's help shows the global options", async () => {
    const result = await home.run(['request', 'list', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Global Options:');
    expect(result.stdout).toContain('--user <username>');
  });
});
