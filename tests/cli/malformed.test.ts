// The malformed scenario corpus: each file says on its first line where and what the problem is
// (`# expect: [file:]line: message`); validate must print exactly that as file:line and exit 2.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STACK_LINE, cliHome } from './support';

const dir = join(import.meta.dirname, 'malformed');
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml') && !f.startsWith('_'));

describe('scenario validate on malformed files', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  it.each(files)('%s', async (name) => {
    const header = /^# expect: (?:([\w.-]+\.yaml):)?(\d+): (.*)$/m.exec(
      readFileSync(join(dir, name), 'utf8'),
    );
    expect(header, 'the file states what it expects').not.toBeNull();
    const [, otherFile, line, message] = header!;
    const shown = relative(process.cwd(), join(dir, otherFile ?? name));

    const result = await home.run(['scenario', 'validate', join(dir, name)]);

    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const lines = result.stderr.split('\n').filter((l) => l.startsWith(`${shown}:${line}: `));
    expect(
      lines.some((l) => l.includes(message)),
      result.stderr,
    ).toBe(true);
    expect(result.stderr).not.toMatch(STACK_LINE);
  });

  it('run refuses the same files before running anything', async () => {
    const result = await home.run(['scenario', 'run', join(dir, 'unknown-operation.yaml')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown operation 'autoQuote.acept'");
  });

  it('--json puts the problems on stdout as JSON', async () => {
    const result = await home.run(['--json', 'scenario', 'validate', join(dir, 'missing-name.yaml')]);
    expect(result.code).toBe(2);
    expect(result.json<{ error: { code: string; problems: string[] } }>().error.code).toBe('scenarioFile');
  });
});
