// A scenario file's aliases are bounded by what they expand to: a "billion laughs" file
// (nine anchors, each nine aliases of the one before) once ran for minutes in gigabytes; it is refused at
// once with `file:line: too many aliases`, exit 2, while a file with a few aliases still works.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseYaml } from '../../cli/scenario/yamlNodes';
import { cliHome } from './support';

/** `levels` anchors, each a list of `width` aliases of the one before: width^levels strings in the end. */
function aliasBomb(levels: number, width: number): string {
  const lines = ['name: laughs', 'a0: &a0 "lol"'];
  for (let level = 1; level <= levels; level++) {
    lines.push(`a${level}: &a${level} [${Array.from({ length: width }, () => `*a${level - 1}`).join(', ')}]`);
  }
  lines.push('steps:', `  - call: auth.whoami`, `    args: { x: *a${levels} }`);
  return `${lines.join('\n')}\n`;
}

describe('YAML aliases in scenario files', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());
  const folder = join(home.dir, 'scenarios');
  mkdirSync(folder, { recursive: true });
  const bomb = join(folder, 'bomb.yaml');
  writeFileSync(bomb, aliasBomb(9, 9));

  for (const command of ['validate', 'run']) {
    it(`scenario ${command} refuses an alias bomb at once, exit 2, naming the line`, async () => {
      const started = performance.now();
      const result = await home.run(['scenario', command, bomb]);
      expect(result.code).toBe(2);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/bomb\.yaml:\d+: too many aliases/);
      expect(performance.now() - started).toBeLessThan(5000);
    });
  }

  it('the line is the alias that goes over the budget', () => {
    const parsed = parseYaml(aliasBomb(9, 9));
    expect(parsed).toEqual({
      error: { line: expect.any(Number), message: expect.stringContaining('too many aliases') },
    });
    if (!('error' in parsed)) return;
    // Lines 1–2 are the name and the first anchor; the 9^n-string lists from line 3 on: the fifth level
    // (9^5 = 59049 strings) is the first beyond the budget.
    expect(parsed.error.line).toBeGreaterThan(3);
    expect(parsed.error.line).toBeLessThan(12);
  });

  it('an alias inside the node it names (endless) is refused with its line, not a stack overflow', () => {
    expect(parseYaml('name: x\na: &a [1, *a]\n')).toEqual({
      error: { line: 2, message: 'alias *a is inside the node it names' },
    });
    expect(parseYaml('name: x\na: &a\n  b: 1\n  <<: *a\n')).toEqual({
      error: { line: 4, message: 'alias *a is inside the node it names' },
    });
  });

  it('a file with a few aliases (and one nested level of them) still parses', () => {
    const parsed = parseYaml(aliasBomb(3, 9));
    expect('root' in parsed).toBe(true);
    const text = 'who: &who { username: client, id: 7 }\nsteps:\n  - { as: *who }\n  - { as: *who }\n';
    const located = parseYaml(text);
    expect('root' in located && located.root?.value).toEqual({
      who: { username: 'client', id: 7 },
      steps: [{ as: { username: 'client', id: 7 } }, { as: { username: 'client', id: 7 } }],
    });
  });
});
