// The import rules of ARCHITECTURE.md as ESLint flat-config blocks. A function of the project root so the
// lint test can apply exactly these rules to a throw-away tree with deliberate violations.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importCycles } from './import-cycles.mjs';

const UI_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'jotai',
  'swr',
  '@headlessui/react',
  'react-final-form',
  'wouter',
];

const TOOL_STORE_MESSAGE =
  'A tool never creates a jotai store: ToolHost owns one per tool mount (manifest.scopeKey).';
const REACT_LAZY = {
  name: 'react',
  importNames: ['lazy'],
  message:
    'Lazy components come from src/platform/react/preloadableLazy (or preloadableExport): React.lazy keeps a failed chunk failed for good',
};

function appsIn(root) {
  const dir = join(root, 'src/apps');
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
}

export function architectureRules(root) {
  const abs = (path) => join(root, path);
  // Everything in src/platform but its React bindings.
  const core = [abs('src/platform/!(react)/**'), abs('src/platform/*.ts')];
  const zones = [
    // The isomorphic core sees nothing above it.
    ...['src/ui', 'src/widgets', 'src/shell', 'src/apps', 'cli', 'fixtures', 'src/platform/react'].map(
      (from) => ({
        target: core,
        from: abs(from),
        message: 'The platform core imports no UI, shell, apps, CLI or fixtures.',
      }),
    ),
    // platform/react may use the core and the presentational kit (its error views render the kit's Try again),
    // but not what is built on it.
    ...['src/widgets', 'src/shell', 'src/apps', 'cli', 'fixtures'].map((from) => ({
      target: abs('src/platform/react'),
      from: abs(from),
      message: 'platform/react builds on the core and src/ui only.',
    })),
    // src/ui is presentational: nothing of ours but formatting helpers; data (and the bindings that fetch it,
    // platform/react) stays above it.
    ...[
      'src/widgets',
      'src/shell',
      'src/apps',
      'cli',
      'fixtures',
      'src/platform/react',
      'src/platform/http',
      'src/platform/api',
      'src/platform/auth',
      'src/platform/flows',
    ].map((from) => ({
      target: abs('src/ui'),
      from: abs(from),
      message: 'src/ui imports nothing of ours but formatting helpers.',
    })),
    // A widget is a connected block several tools share: platform, platform/react and ui below it, nothing above.
    ...['src/apps', 'src/shell', 'cli', 'fixtures'].map((from) => ({
      target: abs('src/widgets'),
      from: abs(from),
      message:
        'src/widgets imports platform, platform/react and ui only; routes arrive from the host tool as props.',
    })),
    // The shell knows a tool only through its manifest.
    {
      target: abs('src/shell'),
      from: abs('src/apps/**'),
      except: [abs('src/apps/*/manifest.ts')],
      message: 'The shell imports only src/apps/*/manifest.ts; tool code arrives through the lazy loader.',
    },
    // Widgets belong to tools; the shell keeps to platform, ui and manifests.
    ...['cli', 'fixtures', 'src/widgets'].map((from) => ({ target: abs('src/shell'), from: abs(from) })),
    // A tool imports the platform, ui, widgets and its own folder only.
    ...appsIn(root).map((app) => ({
      target: abs(`src/apps/${app}`),
      from: abs('src/apps/**'),
      except: [abs(`src/apps/${app}/**`)],
      message: 'A tool never imports another tool: move what two tools need into the platform.',
    })),
    ...['src/shell', 'cli', 'fixtures'].map((from) => ({ target: abs('src/apps'), from: abs(from) })),
    // Screens reach the API through platform/react's queries and mutation hooks (which own the cache and what a
    // change makes stale) or through a flow, never through the typed calls themselves.
    ...['src/apps', 'src/widgets', 'src/shell'].map((target) => ({
      target: abs(target),
      from: abs('src/platform/api'),
      message:
        'Call the API through src/platform/react/queries (queries and mutation hooks) or a flow, never src/platform/api.',
    })),
    // The CLI reuses the core and the fixtures' Node entry, never the browser side.
    ...['src/ui', 'src/widgets', 'src/shell', 'src/apps', 'src/platform/react'].map((from) => ({
      target: abs('cli'),
      from: abs(from),
    })),
    // lib/ is Node code that ships with the CLI and that the build tooling uses too (serving dist/, finding
    // Chromium): it imports Node and packages only.
    ...['src', 'cli', 'fixtures', 'scripts', 'bench', 'tests'].map((from) => ({
      target: abs('lib'),
      from: abs(from),
      message: 'lib/ imports Node and packages only: everything else builds on it.',
    })),
    // scripts/ is build and test tooling: what ships (the app, the CLI, the fixtures, lib/) never imports it.
    ...['src', 'cli', 'fixtures', 'lib'].map((target) => ({
      target: abs(target),
      from: abs('scripts'),
      message: 'Nothing that ships imports scripts/ (build tooling): move what both need into lib/.',
    })),
    // The browser never loads lib/ (Node only).
    {
      target: abs('src'),
      from: abs('lib'),
      message: 'lib/ is Node-only: the browser side never imports it.',
    },
    // The fixtures are the other side of the wire: types, enums and constants only, never the rules.
    ...[
      'src/ui',
      'src/widgets',
      'src/shell',
      'src/apps',
      'cli',
      'src/platform/react',
      'src/platform/http',
      'src/platform/auth',
      'src/platform/flows',
      'src/platform/validation',
    ].map((from) => ({
      target: abs('fixtures'),
      from: abs(from),
      message: 'Fixtures share types and constants with the platform, never its rules.',
    })),
  ];

  return [
    {
      // Plain JavaScript too: the launchers and build scripts (.mjs) follow the same arrows.
      files: ['**/*.{ts,tsx,mts,js,mjs}'],
      plugins: { 'import-x': importX, architecture: importCycles },
      settings: {
        'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
        'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(root, 'tsconfig.json') })],
      },
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { zones: zones.map(({ except, ...zone }) => (except ? { ...zone, except } : zone)) },
        ],
        'architecture/no-cycle': ['error', { root }],
      },
    },
    {
      files: ['src/platform/**/*.{ts,tsx}', 'cli/**/*.{ts,mjs}', 'fixtures/**/*.{ts,mjs}', 'lib/**/*.mjs'],
      ignores: ['src/platform/react/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: UI_PACKAGES.map((name) => ({
              name,
              message: 'No React or UI libraries outside the browser side (ARCHITECTURE.md).',
            })),
          },
        ],
      },
    },
    {
      // The one lazy loader (preloadableLazy and its variants in src/platform/react) is the one recovery path
      // after a failed chunk: React's own lazy keeps the failure for good. The core bans React altogether
      // (above), and src/apps adds this to its own list (below): a later entry would replace, not extend, it.
      files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
      ignores: ['src/platform/**', 'src/apps/**'],
      rules: { 'no-restricted-imports': ['error', { paths: [REACT_LAZY] }] },
    },
    {
      // The shell's ToolHost gives each tool mount its one jotai store (keyed by the manifest's scopeKey);
      // a store made inside a tool would split its atoms from what the host and the test harness see.
      files: ['src/apps/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              ...['jotai', 'jotai/vanilla'].map((name) => ({
                name,
                importNames: ['createStore'],
                message: TOOL_STORE_MESSAGE,
              })),
              REACT_LAZY,
            ],
          },
        ],
        'no-restricted-syntax': [
          'error',
          { selector: "CallExpression[callee.property.name='createStore']", message: TOOL_STORE_MESSAGE },
        ],
      },
    },
  ];
}
