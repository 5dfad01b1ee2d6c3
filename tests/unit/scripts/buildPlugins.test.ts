// The production build's source transforms: headlessui imported per component, and the initial chunk's
// modules kept in one file however the lazy chunks share them (scripts/build-plugins.mjs).
import * as esbuild from 'esbuild';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM module without types.
import { initialSharingPlan, sourceTransforms } from '../../../scripts/build-plugins.mjs';
// @ts-expect-error -- plain ESM module without types.
import { headlessuiImportRewriter } from '../../../scripts/headlessui-deep-imports.mjs';

const root = process.cwd();

describe('headlessui imports per component', () => {
  const rewrite = headlessuiImportRewriter(root) as (source: string) => string;

  it("points each name at the component's own module, keeping aliases and the line count", () => {
    const source = "import {\n  Dialog as HeadlessDialog,\n  DialogPanel,\n  Menu,\n} from '@headlessui/react';\nconst x = 1;\n";
    const out = rewrite(source);
    expect(out).toContain("import { Dialog as HeadlessDialog, DialogPanel } from '@headlessui/react/dist/components/dialog/dialog.js';");
    expect(out).toContain("import { Menu } from '@headlessui/react/dist/components/menu/menu.js';");
    expect(out).not.toMatch(/from '@headlessui\/react';/);
    expect(out.split('\n').length).toBe(source.split('\n').length);
  });

  it('finds names the entry re-exports under a local alias (Description, Label)', () => {
    expect(rewrite("import { Description, Label } from '@headlessui/react';")).toBe(
      "import { Description } from '@headlessui/react/dist/components/description/description.js'; import { Label } from '@headlessui/react/dist/components/label/label.js';",
    );
  });

  it('leaves a statement with a name it does not know as it was', () => {
    const source = "import { Dialog, NoSuchThing } from '@headlessui/react';";
    expect(rewrite(source)).toBe(source);
  });
});

describe('the initial chunk in one file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'build-plugins-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const src = join(dir, 'src');
  mkdirSync(src);
  const files: Record<string, string> = {
    'main.ts': "import { a } from './a';\nimport { b } from './b';\nconsole.log(a, b);\nvoid import('./lazyA');\nvoid import('./lazyB');\n",
    'a.ts': "export const a = 'a'.repeat(2);\n",
    'b.ts': "export const b = 'b'.repeat(2);\n",
    'lazyA.ts': "import { a } from './a';\nexport default a + 'lazy';\n",
    'lazyB.ts': "import { b } from './b';\nexport default b + 'lazy';\n",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(src, name), text);

  const options = {
    entryPoints: [join(src, 'main.ts')],
    bundle: true,
    format: 'esm',
    splitting: true,
    write: false,
    metafile: true,
    outdir: join(dir, 'out'),
    absWorkingDir: dir,
    logLevel: 'silent',
  } satisfies esbuild.BuildOptions;
  const initialFiles = (metafile: esbuild.Metafile) => {
    const entry = Object.keys(metafile.outputs).find((file) => metafile.outputs[file].entryPoint?.endsWith('main.ts'))!;
    return [entry, ...metafile.outputs[entry].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)];
  };

  it('a and b, each shared with a different lazy chunk, travel in one file instead of two', async () => {
    const plain = await esbuild.build({ ...options, plugins: [sourceTransforms(root)] });
    expect(initialFiles(plain.metafile!)).toHaveLength(3);

    const plan = initialSharingPlan(plain.metafile, dir, 'src/main.ts');
    expect([...plan.lazyEntries].sort()).toEqual([join(src, 'lazyA.ts'), join(src, 'lazyB.ts')]);
    expect(plan.initialModules.sort()).toEqual([join(src, 'a.ts'), join(src, 'b.ts')]);

    const shared = await esbuild.build({ ...options, plugins: [sourceTransforms(root, plan)] });
    expect(initialFiles(shared.metafile!)).toHaveLength(2);
    // The lazy chunks still run: each still gets its own module's value.
    const lazyA = shared.outputFiles.find((file) => file.path.includes('lazyA'))!;
    expect(lazyA.text).toMatch(/lazy/);
  });
});

describe("msw's cookie store in the browser build", () => {
  // The build replaces it by an always-empty one (scripts/msw-cookie-store.mjs), which is only right while
  // no handler of the demo backend sets a cookie.
  it('is never needed: no fixture handler sets a cookie', () => {
    const dirs = ['fixtures/handlers', 'fixtures/cognito', 'fixtures/control.ts'];
    const files = dirs.flatMap((dir) =>
      dir.endsWith('.ts')
        ? [join(root, dir)]
        : readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => join(root, dir, f)),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(/set-cookie|cookies\s*:/i);
  });
});
