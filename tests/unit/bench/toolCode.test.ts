// The bench's size measures on a hand-made metafile: a nested lazy chunk counts what arrives on use, and a
// tool's own code leaves out what another tool loads too (shared libraries excluded).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM module without types.
import { bundleFigures } from '../../../bench/bundle.mjs';
// @ts-expect-error -- plain ESM module without types.
import { toolCodeFigures } from '../../../bench/toolCode.mjs';

const root = mkdtempSync(join(tmpdir(), 'bench-measure-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Incompressible-ish text of a given length, so each file's gzip size grows with its content.
const noise = (n: number, seed: number) =>
  Array.from({ length: n }, (_, i) => String.fromCharCode(33 + ((i * 7919 + seed * 104729) % 89))).join('');

type Output = {
  inputs: Record<string, number>;
  imports: [string, 'import-statement' | 'dynamic-import'][];
  entry?: string;
};
const outputs: Record<string, Output> = {
  'dist/main.js': {
    entry: 'src/main.tsx',
    inputs: { 'src/main.tsx': 2000 },
    imports: [
      ['dist/a.js', 'dynamic-import'],
      ['dist/b.js', 'dynamic-import'],
    ],
  },
  'dist/a.js': {
    entry: 'src/apps/a/Root.tsx',
    inputs: { 'src/apps/a/Root.tsx': 3000 },
    imports: [
      ['dist/shared.js', 'import-statement'],
      ['dist/a-sub.js', 'dynamic-import'],
    ],
  },
  'dist/b.js': {
    entry: 'src/apps/b/Root.tsx',
    inputs: { 'src/apps/b/Root.tsx': 1000 },
    imports: [['dist/shared.js', 'import-statement']],
  },
  'dist/shared.js': {
    inputs: { 'src/widgets/form/Form.tsx': 4000, 'node_modules/lib/index.js': 4000 },
    imports: [],
  },
  'dist/a-sub.js': {
    entry: 'src/apps/a/Sub.tsx',
    inputs: { 'src/apps/a/Sub.tsx': 500 },
    imports: [['dist/shared.js', 'import-statement']],
  },
};
mkdirSync(join(root, 'dist'));
let seed = 0;
const meta = { outputs: {} as Record<string, unknown> };
for (const [file, o] of Object.entries(outputs)) {
  const total = Object.values(o.inputs).reduce((a, b) => a + b, 0);
  writeFileSync(join(root, file), noise(total, ++seed));
  meta.outputs[file] = {
    entryPoint: o.entry,
    inputs: Object.fromEntries(Object.entries(o.inputs).map(([p, bytes]) => [p, { bytesInOutput: bytes }])),
    imports: o.imports.map(([path, kind]) => ({ path, kind })),
  };
}
writeFileSync(join(root, 'dist/meta.json'), JSON.stringify(meta));

describe('bench size measures', () => {
  const figures = bundleFigures(root);
  const chunk = (name: string) => figures.lazy.find((c: { name: string }) => c.name === name);

  it('counts a nested lazy chunk without what its importer has already loaded', () => {
    expect(chunk('src/apps/a/Root.tsx').files.sort()).toEqual(['dist/a.js', 'dist/shared.js']);
    expect(chunk('src/apps/a/Sub.tsx').files).toEqual(['dist/a-sub.js']);
  });

  it("splits a tool's app code into its own and what another tool loads too, leaving packages out", () => {
    const { tools, sharedGroups } = toolCodeFigures(root, figures.lazy);
    expect(Object.keys(tools).sort()).toEqual(['a', 'b']);
    // Tool a's own code (Root + Sub) is larger than b's; both load the shared form widget.
    expect(tools.a.own).toBeGreaterThan(tools.b.own);
    expect(tools.a.shared).toBe(tools.b.shared);
    expect(tools.a.shared).toBeGreaterThan(0);
    expect(Object.keys(sharedGroups)).toEqual(['src/widgets/form']);
    // Half of shared.js is a package: the widget's share is about half of the file's gzip size.
    expect(sharedGroups['src/widgets/form']).toBe(tools.a.shared);
  });
});
