// The production build's source transforms: headlessui imported per component, and the chunk plan
// (scripts/chunk-plan.mjs): modules certainly loaded before a lazy entry, and small chunks loaded together,
// kept in few files however the lazy chunks share them (scripts/build-plugins.mjs).
import * as esbuild from 'esbuild';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM module without types.
import { sourceTransforms } from '../../../scripts/build-plugins.mjs';
// @ts-expect-error -- plain ESM module without types.
import { chunkSharingPlan } from '../../../scripts/chunk-plan.mjs';
// @ts-expect-error -- plain ESM module without types.
import { headlessuiImportRewriter } from '../../../scripts/headlessui-deep-imports.mjs';

const root = process.cwd();

describe('headlessui imports per component', () => {
  const rewriteIn = headlessuiImportRewriter(root) as (source: string, fromFile: string) => string;
  const rewrite = (source: string) => rewriteIn(source, join(root, 'src/ui/Dialog.tsx'));
  // Relative to the importing file, so a build's text does not depend on where the project is checked out.
  const dist = '"../../node_modules/@headlessui/react/dist';

  it("points each name at the component's own module, keeping aliases and the line count", () => {
    const source =
      "import {\n  Dialog as HeadlessDialog,\n  DialogPanel,\n  Menu,\n} from '@headlessui/react';\nconst x = 1;\n";
    const out = rewrite(source);
    expect(out).toContain(
      `import { Dialog as HeadlessDialog, DialogPanel } from ${dist}/components/dialog/dialog.js";`,
    );
    expect(out).toContain(`import { Menu } from ${dist}/components/menu/menu.js";`);
    expect(out).not.toMatch(/from '@headlessui\/react';/);
    expect(out.split('\n').length).toBe(source.split('\n').length);
  });

  it('finds names the entry re-exports under a local alias (Description, Label)', () => {
    expect(rewrite("import { Description, Label } from '@headlessui/react';")).toBe(
      `import { Description } from ${dist}/components/description/description.js"; import { Label } from ${dist}/components/label/label.js";`,
    );
  });

  it('leaves a statement with a name it does not know as it was', () => {
    const source = "import { Dialog, NoSuchThing } from '@headlessui/react';";
    expect(rewrite(source)).toBe(source);
  });
});

/** A small project in a temporary folder: its files, and esbuild's options for it. */
function project(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'build-plugins-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  const options = {
    entryPoints: [join(dir, 'src/main.ts')],
    bundle: true,
    format: 'esm',
    splitting: true,
    write: false,
    metafile: true,
    outdir: join(dir, 'out'),
    absWorkingDir: dir,
    logLevel: 'silent',
  } satisfies esbuild.BuildOptions;
  return { dir, options };
}

/** Output files an entry loads before it runs (itself included), by its source's name. */
function loadedWith(metafile: esbuild.Metafile, source: string): string[] {
  const outputs = metafile.outputs;
  const start = Object.keys(outputs).find((file) => outputs[file].entryPoint?.endsWith(source))!;
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imp of outputs[file].imports) if (imp.kind === 'import-statement') stack.push(imp.path);
  }
  return [...seen];
}

describe('the chunk plan', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const build = async (files: Record<string, string>, planOptions?: object) => {
    const { dir, options } = project(files);
    dirs.push(dir);
    const plain = await esbuild.build({ ...options, plugins: [sourceTransforms(root)] });
    const plan = chunkSharingPlan(plain.metafile, dir, 'src/main.ts', planOptions);
    const planned = await esbuild.build({ ...options, plugins: [sourceTransforms(root, plan)] });
    return { dir, plain, plan, planned };
  };

  it('keeps the initial modules in one file, however the lazy chunks share them', async () => {
    const { dir, plain, plan, planned } = await build({
      'src/main.ts':
        "import { a } from './a';\nimport { b } from './b';\nconsole.log(a, b);\nvoid import('./lazyA');\nvoid import('./lazyB');\n",
      'src/a.ts': "export const a = 'a'.repeat(2);\n",
      'src/b.ts': "export const b = 'b'.repeat(2);\n",
      'src/lazyA.ts': "import { a } from './a';\nexport default a + 'lazy';\n",
      'src/lazyB.ts': "import { b } from './b';\nexport default b + 'lazy';\n",
    });
    expect(loadedWith(plain.metafile!, 'src/main.ts')).toHaveLength(3);
    expect(plan.importsFor.get(join(dir, 'src/lazyA.ts'))).toEqual([join(dir, 'src/b.ts')]);
    expect(loadedWith(planned.metafile!, 'src/main.ts')).toHaveLength(2);
    // The lazy chunks still run: each still gets its own module's value.
    const lazyA = planned.outputFiles!.find((file) => file.path.includes('lazyA'))!;
    expect(lazyA.text).toMatch(/lazy/);
  });

  it('imports nothing into a CommonJS lazy entry: the initial modules stay unwrapped and tree-shaken', async () => {
    const { dir, plan, planned } = await build({
      'src/main.ts':
        "import { a } from './a';\nconsole.log(a);\nvoid import('cjs');\nvoid import('./lazy');\n",
      'src/a.ts': "export const a = 'a'.repeat(2);\nexport function unused() {\n  return 'UNUSED';\n}\n",
      'src/lazy.ts': "export default 'lazy';\n",
      'node_modules/cjs/package.json': '{"name":"cjs","main":"index.js"}',
      'node_modules/cjs/index.js': "module.exports = function cjs() { return 'cjs'; };\n",
    });
    expect(plan.importsFor.get(join(dir, 'node_modules/cjs/index.js'))).toEqual([join(dir, 'src/a.ts')]);
    const text = planned.outputFiles!.map((file) => file.text).join('\n');
    expect(text).not.toMatch(/__esm/);
    expect(text).not.toContain('UNUSED');
  });

  // A page (routes) loaded before its tools: what the routes loaded is shared by each tool for free, and the
  // tools' small common modules travel together, also from a package that declares no side effects (esbuild
  // warns that it ignores such a bare import, yet still loads the chunk with the entry).
  const layered = {
    'src/main.ts': "void import('./routes');\n",
    'src/routes.ts':
      "import { r } from './r';\nexport const tools = [() => import('./toolA'), () => import('./toolB'), () => import('./toolC')];\nconsole.log(r);\n",
    'src/r.ts': "export const r = 'r'.repeat(2);\n",
    'src/shared1.ts': "export const s1 = 's1'.repeat(2);\n",
    'src/shared2.ts': "export const s2 = 's2'.repeat(2);\n",
    'node_modules/pure/package.json': '{"name":"pure","sideEffects":false,"module":"index.js"}',
    'node_modules/pure/index.js': "export const p = () => 'p';\n",
    'src/toolA.ts':
      "import { r } from './r';\nimport { s1 } from './shared1';\nimport { s2 } from './shared2';\nimport { p } from 'pure';\nexport default r + s1 + s2 + p();\n",
    'src/toolB.ts':
      "import { r } from './r';\nimport { s1 } from './shared1';\nimport { p } from 'pure';\nexport default r + s1 + p();\n",
    'src/toolC.ts':
      "import { s2 } from './shared2';\nimport { big } from './big';\nexport default s2 + big;\n",
    // Too large to load where it is not needed, for the sake of one request less.
    'src/big.ts': `export const big = '${'x'.repeat(60_000)}';\n`,
  };

  it("gives a tool what the page certainly loaded before it, at no cost, and loads the tools' small shared chunks as one", async () => {
    const { plain, planned } = await build(layered);
    // Without the plan: toolA loads its own file, r, shared1 with pure (A, B) and shared2 (A, C).
    expect(loadedWith(plain.metafile!, 'src/toolA.ts').length).toBeGreaterThanOrEqual(4);
    const toolA = loadedWith(planned.metafile!, 'src/toolA.ts');
    expect(toolA.length).toBeLessThanOrEqual(2);
    // The large module stays with the one tool that needs it.
    const loadsBig = (source: string) =>
      loadedWith(planned.metafile!, source).some(
        (file) => planned.metafile!.outputs[file].inputs['src/big.ts'],
      );
    expect(loadsBig('src/toolC.ts')).toBe(true);
    expect(loadsBig('src/toolA.ts')).toBe(false);
    expect(loadsBig('src/routes.ts')).toBe(false);
  });

  it('merges nothing beyond the free part when told not to', async () => {
    const { planned } = await build(layered, { merge: false });
    expect(loadedWith(planned.metafile!, 'src/toolA.ts').length).toBeGreaterThanOrEqual(3);
  });
});

describe("msw's cookie store in the browser build", () => {
  // The build replaces it by an always-empty one (lib/msw-cookie-store.mjs), which is only right while
  // no handler of the demo backend sets a cookie.
  it('is never needed: no fixture handler sets a cookie', () => {
    const dirs = ['fixtures/handlers', 'fixtures/cognito', 'fixtures/control.ts'];
    const files = dirs.flatMap((dir) =>
      dir.endsWith('.ts')
        ? [join(root, dir)]
        : readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
            .filter((f) => f.endsWith('.ts'))
            .map((f) => join(root, dir, f)),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(/set-cookie|cookies\s*:/i);
  });
});
