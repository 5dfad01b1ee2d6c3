// Scenario files as located YAML (cli/scenario/yamlNodes.ts): the values YAML 1.2's core schema gives,
// each node on the line a problem with it is reported at; and the files of a folder in name order.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byFileName, collectScenarioFiles } from '../../cli/scenario/collect';
import { parseYaml, type YamlMap, type YamlNode, type YamlSeq } from '../../cli/scenario/yamlNodes';

function rootOf(source: string): YamlMap {
  const parsed = parseYaml(source);
  if ('error' in parsed) throw new Error(parsed.error.message);
  expect(parsed.root?.kind).toBe('map');
  return parsed.root as YamlMap;
}
const at = (map: YamlMap, key: string): YamlNode => map.pairs.find((pair) => pair.key.value === key)!.value;

const SOURCE = `# a comment before the document
name: lines # and one after a value
empty:
steps:
  - call: auth.signIn
    args: { username: client, id: 7 }
  -
    call: quote.get
note: |
  a block
  of text
quoted: "two
  lines"
b: first
2: second
anchor: &who client
again: *who
flags: [yes, true, 2026-01-01, 0x1F, ~]
`;

describe('parseYaml', () => {
  it('puts each node on the line its text starts', () => {
    const root = rootOf(SOURCE);
    expect(root.line).toBe(2);
    expect(root.pairs.map((pair) => [pair.key.value, pair.key.line])).toEqual([
      ['name', 2],
      ['empty', 3],
      ['steps', 4],
      ['note', 9],
      ['quoted', 12],
      ['b', 14],
      [2, 15],
      ['anchor', 16],
      ['again', 17],
      ['flags', 18],
    ]);
    const steps = at(root, 'steps') as YamlSeq;
    expect(steps.line).toBe(5);
    expect(steps.items.map((step) => step.line)).toEqual([5, 8]);
    const args = at(steps.items[0] as YamlMap, 'args') as YamlMap;
    expect(args.line).toBe(6);
    expect(args.pairs.map((pair) => pair.value.line)).toEqual([6, 6]);
  });

  it('puts an empty value on its key line, a block scalar on its indicator line and an alias on its own', () => {
    const root = rootOf(SOURCE);
    expect(at(root, 'empty')).toMatchObject({ kind: 'scalar', value: null, line: 3 });
    expect(at(root, 'note')).toMatchObject({ kind: 'scalar', value: 'a block\nof text\n', line: 9 });
    expect(at(root, 'quoted')).toMatchObject({ value: 'two lines', line: 12 });
    expect(at(root, 'again')).toMatchObject({ kind: 'scalar', value: 'client', line: 17 });
  });

  it("reads values by YAML 1.2's core schema, as JSON-like data", () => {
    const root = rootOf(SOURCE);
    // No YAML 1.1 booleans and no timestamps: a date stays the text it is.
    expect(at(root, 'flags').value).toEqual(['yes', true, '2026-01-01', 31, null]);
    // The pairs keep the text's order and the key's type (above); the value is data, its keys strings.
    expect((root.value as Record<string, unknown>)['2']).toBe('second');
    expect((root.value as Record<string, unknown>).steps).toEqual([
      { call: 'auth.signIn', args: { username: 'client', id: 7 } },
      { call: 'quote.get' },
    ]);
  });

  it('makes __proto__ an ordinary key, not a prototype', () => {
    const root = rootOf('vars:\n  __proto__: { polluted: true }\n');
    const vars = at(root, 'vars').value as Record<string, unknown>;
    expect(Object.keys(vars)).toEqual(['__proto__']);
    expect((vars as { polluted?: boolean }).polluted).toBeUndefined();
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('reports a syntax problem with its line, and an empty file as no document', () => {
    expect(parseYaml('name: a\nsteps: []\nname: b\n')).toEqual({
      error: { line: 3, message: 'duplicated mapping key' },
    });
    expect(parseYaml('name: a\n---\nname: b\n')).toEqual({
      error: { line: 1, message: 'a scenario file holds one document (no ---)' },
    });
    expect(parseYaml('# nothing here\n')).toEqual({ root: undefined });
  });
});

describe('scenario files of a folder', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  it('come in case-folded name order, without fragments, and without building a collator', () => {
    dir = mkdtempSync(join(tmpdir(), 'llts-collect-'));
    for (const name of ['b.yaml', 'A.yaml', 'a2.yml', '_fragment.yaml', 'notes.txt'])
      writeFileSync(join(dir, name), 'name: x\n');
    mkdirSync(join(dir, 'Cases'));
    writeFileSync(join(dir, 'Cases', 'c.yaml'), 'name: x\n');
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');

    const files = collectScenarioFiles([dir], process.cwd()).map((file) => file.slice(dir!.length + 1));

    expect(files).toEqual(['A.yaml', 'a2.yml', 'b.yaml', join('Cases', 'c.yaml')]);
    expect(localeCompare).not.toHaveBeenCalled();
    expect(['b', 'B', 'a'].sort(byFileName)).toEqual(['a', 'B', 'b']);
  });
});
