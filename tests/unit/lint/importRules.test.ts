import { ESLint } from 'eslint';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM module without types; the same rules eslint.config.js applies.
import { architectureRules } from '../../../scripts/architecture-lint.mjs';

// A throw-away tree with deliberate violations, linted with exactly the project's architecture rules.
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { jsx: 'react-jsx', moduleResolution: 'Bundler', module: 'ESNext' },
  }),
  'src/platform/http/client.ts': `export const client = 1;\n`,
  'src/platform/http/usesReact.ts': `import { useState } from 'react';\nexport const x = useState;\n`,
  'src/platform/http/usesShell.ts': `import { Shell } from '../../shell/Shell';\nexport const y = Shell;\n`,
  'src/platform/react/hook.ts': `import { client } from '../http/client';\nimport { useState } from 'react';\nexport const h = [client, useState];\n`,
  'src/apps/alpha/manifest.ts': `export const manifest = { id: 'alpha' };\n`,
  'src/apps/alpha/Root.ts': `import { client } from '../../platform/http/client';\nimport { manifest } from './manifest';\nexport const Root = [client, manifest];\n`,
  'src/apps/alpha/crossApp.ts': `import { BetaRoot } from '../beta/Root';\nexport const c = BetaRoot;\n`,
  'src/apps/beta/Root.ts': `export const BetaRoot = 2;\n`,
  'src/apps/beta/ownStore.ts': `import { createStore } from 'jotai';\nexport const store = createStore();\n`,
  'src/apps/beta/ownStoreByNamespace.ts': `import * as jotai from 'jotai';\nexport const store = jotai.createStore();\n`,
  'src/apps/beta/usesAtoms.ts': `import { atom } from 'jotai';\nexport const a = atom(0);\n`,
  'src/platform/react/store.ts': `import { createStore } from 'jotai';\nexport const platform = createStore();\n`,
  'src/shell/Shell.ts': `import { manifest } from '../apps/alpha/manifest';\nexport const Shell = manifest;\n`,
  'src/shell/deepImport.ts': `import { Root } from '../apps/alpha/Root';\nexport const d = Root;\n`,
  'cli/index.ts': `import { Shell } from '../src/shell/Shell';\nexport const e = Shell;\n`,
  'src/ui/Table.ts': `export const Table = 3;\n`,
  'src/platform/react/ErrorView.ts': `import { Table } from '../../ui/Table';\nexport const v = Table;\n`,
  'src/ui/usesBinding.ts': `import { h } from '../platform/react/hook';\nexport const u = h;\n`,
  'src/ui/usesWidget.ts': `import { List } from '../widgets/list/List';\nexport const u = List;\n`,
  'src/widgets/list/List.ts': `import { client } from '../../platform/http/client';\nimport { h } from '../../platform/react/hook';\nimport { Table } from '../../ui/Table';\nexport const List = [client, h, Table];\n`,
  'src/widgets/list/usesTool.ts': `import { BetaRoot } from '../../apps/beta/Root';\nexport const w = BetaRoot;\n`,
  'src/widgets/list/usesShell.ts': `import { Shell } from '../../shell/Shell';\nexport const w = Shell;\n`,
  'src/widgets/list/usesFixtures.ts': `import { db } from '../../../fixtures/db';\nexport const w = db;\n`,
  'src/apps/beta/usesWidget.ts': `import { List } from '../../widgets/list/List';\nexport const b = List;\n`,
  'src/shell/usesWidget.ts': `import { List } from '../widgets/list/List';\nexport const s = List;\n`,
  'cli/usesWidget.ts': `import { List } from '../src/widgets/list/List';\nexport const l = List;\n`,
  'fixtures/db.ts': `export const db = 4;\n`,
  'src/platform/api/calls.ts': `export const getThing = 5;\n`,
  'src/platform/react/queries/things.ts': `import { getThing } from '../../api/calls';\nexport const useThing = getThing;\n`,
  'src/apps/beta/callsApi.ts': `import { getThing } from '../../platform/api/calls';\nexport const b = getThing;\n`,
  'src/widgets/list/callsApi.ts': `import { getThing } from '../../platform/api/calls';\nexport const w = getThing;\n`,
  'src/shell/callsApi.ts': `import { getThing } from '../platform/api/calls';\nexport const s = getThing;\n`,
  'src/apps/beta/usesQuery.ts': `import { useThing } from '../../platform/react/queries/things';\nexport const q = useThing;\n`,
  'src/shell/reactLazy.ts': `import { lazy } from 'react';\nexport const l = lazy;\n`,
  'src/apps/beta/reactLazy.ts': `import { lazy } from 'react';\nexport const l = lazy;\n`,
  'src/widgets/list/reactLazy.ts': `import { lazy } from 'react';\nexport const l = lazy;\n`,
  'src/apps/beta/usesSuspense.ts': `import { Suspense } from 'react';\nexport const s = Suspense;\n`,
  'src/platform/react/ownLazy.ts': `import { lazy } from 'react';\nexport const l = lazy;\n`,
  // Plain JavaScript follows the same arrows: a launcher of the fixtures that reaches into the CLI's build, and
  // the CLI on build tooling (scripts/) instead of lib/, the Node code both share.
  'cli/build.mjs': `export const build = 6;\n`,
  'fixtures/serve.mjs': `import { build } from '../cli/build.mjs';\nexport const s = build;\n`,
  'scripts/chromium.mjs': `export const chromium = 7;\n`,
  'scripts/lint.mjs': `import { server } from '../lib/server.mjs';\nexport const l = server;\n`,
  'cli/ui/engine.ts': `import { chromium } from '../../scripts/chromium.mjs';\nexport const e = chromium;\n`,
  'cli/ui/server.ts': `import { server } from '../../lib/server.mjs';\nexport const s = server;\n`,
  'cli/bin/serve.mjs': `import { build } from '../build.mjs';\nexport const s = build;\n`,
  'lib/server.mjs': `export const server = 8;\n`,
  'lib/usesCli.mjs': `import { build } from '../cli/build.mjs';\nexport const u = build;\n`,
  'src/platform/domain/a.ts': `import { b } from './b';\nexport const a = () => b;\n`,
  'src/platform/domain/b.ts': `import { a } from './a';\nexport const b = () => a;\n`,
  // A cycle through types alone: the two still cannot be read or moved apart.
  'src/platform/domain/shape.ts': `import type { Use } from './use';\nexport interface Shape { use?: Use }\n`,
  'src/platform/domain/use.ts': `import type { Shape } from './shape';\nexport type Use = (shape: Shape) => void;\n`,
};

let root = '';
let results: Map<string, string[]>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'llts-lint-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser as never } },
      ...architectureRules(root),
    ],
  });
  const report = await eslint.lintFiles(['**/*.ts', '**/*.mjs']);
  results = new Map(
    report.map((r) => [
      r.filePath.slice(root.length + 1),
      r.messages.map((m) => `${m.ruleId}: ${m.message}`),
    ]),
  );
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const problems = (path: string) => results.get(path) ?? [];

describe('architecture import rules', () => {
  it('refuses React in the platform core', () => {
    expect(problems('src/platform/http/usesReact.ts').join('\n')).toMatch(/no-restricted-imports: .*'react'/);
  });

  it('refuses the shell in the platform core', () => {
    expect(problems('src/platform/http/usesShell.ts').join('\n')).toMatch(/no-restricted-paths/);
  });

  it('lets platform/react use React and the core', () => {
    expect(problems('src/platform/react/hook.ts')).toEqual([]);
  });

  it('lets platform/react render the ui kit, never the other way round', () => {
    expect(problems('src/platform/react/ErrorView.ts')).toEqual([]);
    expect(problems('src/ui/usesBinding.ts').join('\n')).toMatch(/src\/ui imports nothing of ours/);
  });

  it('refuses a cross-app import', () => {
    expect(problems('src/apps/alpha/crossApp.ts').join('\n')).toMatch(/never imports another tool/);
  });

  it('lets a tool import the platform and its own folder', () => {
    expect(problems('src/apps/alpha/Root.ts')).toEqual([]);
  });

  it('lets the shell import a manifest but nothing else of a tool', () => {
    expect(problems('src/shell/Shell.ts')).toEqual([]);
    expect(problems('src/shell/deepImport.ts').join('\n')).toMatch(/only src\/apps\/\*\/manifest\.ts/);
  });

  it('refuses the shell in the CLI', () => {
    expect(problems('cli/index.ts').join('\n')).toMatch(/no-restricted-paths/);
  });

  it('lets a widget import platform, platform/react and ui, and a tool import a widget', () => {
    expect(problems('src/widgets/list/List.ts')).toEqual([]);
    expect(problems('src/apps/beta/usesWidget.ts')).toEqual([]);
  });

  it('refuses a tool, the shell or the fixtures in a widget', () => {
    for (const path of [
      'src/widgets/list/usesTool.ts',
      'src/widgets/list/usesShell.ts',
      'src/widgets/list/usesFixtures.ts',
    ]) {
      expect(problems(path).join('\n'), path).toMatch(
        /src\/widgets imports platform, platform\/react and ui only/,
      );
    }
  });

  it('refuses a widget in ui, the shell and the CLI', () => {
    for (const path of ['src/ui/usesWidget.ts', 'src/shell/usesWidget.ts', 'cli/usesWidget.ts']) {
      expect(problems(path).join('\n'), path).toMatch(/no-restricted-paths/);
    }
  });

  it('refuses a jotai store made inside a tool, however it is reached; atoms and the platform store are fine', () => {
    expect(problems('src/apps/beta/ownStore.ts').join('\n')).toMatch(
      /no-restricted-imports: .*ToolHost owns one/,
    );
    expect(problems('src/apps/beta/ownStoreByNamespace.ts').join('\n')).toMatch(
      /no-restricted-syntax: .*ToolHost owns one/,
    );
    expect(problems('src/apps/beta/usesAtoms.ts')).toEqual([]);
    expect(problems('src/platform/react/store.ts')).toEqual([]);
  });

  it("refuses React's lazy outside platform/react (the one lazy loader); the rest of React is fine", () => {
    for (const path of [
      'src/shell/reactLazy.ts',
      'src/apps/beta/reactLazy.ts',
      'src/widgets/list/reactLazy.ts',
    ]) {
      expect(problems(path).join('\n'), path).toMatch(/no-restricted-imports: 'lazy' import from 'react'/);
    }
    expect(problems('src/apps/beta/usesSuspense.ts')).toEqual([]);
    expect(problems('src/platform/react/ownLazy.ts')).toEqual([]);
  });

  it('refuses platform/api in tools, widgets and the shell; queries (platform/react) may call it', () => {
    for (const path of [
      'src/apps/beta/callsApi.ts',
      'src/widgets/list/callsApi.ts',
      'src/shell/callsApi.ts',
    ]) {
      expect(problems(path).join('\n'), path).toMatch(
        /through src\/platform\/react\/queries .* never src\/platform\/api/,
      );
    }
    expect(problems('src/platform/react/queries/things.ts')).toEqual([]);
    expect(problems('src/apps/beta/usesQuery.ts')).toEqual([]);
  });

  it('applies the arrows to .mjs files: the fixtures never import the CLI, what ships never imports scripts/', () => {
    expect(problems('fixtures/serve.mjs').join('\n')).toMatch(/no-restricted-paths: .*never its rules/);
    expect(problems('cli/ui/engine.ts').join('\n')).toMatch(
      /no-restricted-paths: .*move what both need into lib/,
    );
    expect(problems('lib/usesCli.mjs').join('\n')).toMatch(/lib\/ imports Node and packages only/);
  });

  it('lets the CLI and the build tooling share lib/, and a launcher of the CLI use its build', () => {
    expect(problems('cli/ui/server.ts')).toEqual([]);
    expect(problems('scripts/lint.mjs')).toEqual([]);
    expect(problems('cli/bin/serve.mjs')).toEqual([]);
  });

  it('refuses import cycles', () => {
    expect(problems('src/platform/domain/a.ts').join('\n')).toMatch(
      /architecture\/no-cycle: Import cycle: src\/platform\/domain\/a.ts → src\/platform\/domain\/b.ts → src\/platform\/domain\/a.ts/,
    );
  });

  it('refuses cycles of type-only imports too', () => {
    expect(problems('src/platform/domain/shape.ts').join('\n')).toMatch(
      /architecture\/no-cycle: Import cycle: src\/platform\/domain\/shape.ts → src\/platform\/domain\/use.ts → src\/platform\/domain\/shape.ts/,
    );
  });
});
