import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { catalogueCompileVitePlugin } from './lib/catalogue-compile.mjs';

/**
 * The files that run other processes or whole bundles (the README's llts examples, the dev server, the
 * production bundle) start first. Vitest otherwise orders the projects by name, so the unit project's would
 * start last and end alone, one core idle, after every component test.
 */
const LONG_FIRST = ['tests/cli/readmeExamples.test.ts', 'tests/unit/scripts/'];
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => LONG_FIRST.some((path) => file.moduleId.includes(path));
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

// Two projects: the isomorphic core and the CLI run in plain Node (no DOM, like production),
// React components run in jsdom.
export default defineConfig({
  // Message catalogues reach the tests compiled, as they reach the bundles (lib/catalogue-compile.mjs).
  plugins: [catalogueCompileVitePlugin()],
  test: {
    globals: true,
    restoreMocks: true,
    // Every core: vitest's default in a run is one fewer, i.e. a single worker on the 2-core CI machines.
    maxWorkers: availableParallelism(),
    // Test files share a worker's module registry instead of re-importing the platform, the fixtures and
    // each lazily loaded tool per file. Files do not rely on
    // a fresh registry: the harness resets the storages, the platform atoms and the fixture backend before
    // every render (tests/support/platform.ts, fixtureServer.ts), and restoreMocks undoes spies.
    isolate: false,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // The CLI tests start llts several times per test: on a loaded 2-core machine that passes 5 s.
          testTimeout: 30_000,
          include: ['tests/unit/**/*.test.ts', 'tests/cli/**/*.test.ts', 'tests/fixtures/**/*.test.ts'],
          setupFiles: ['tests/setup/node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          // A render waits for lazy chunks compiled on first use (tests/setup/dom.ts says more).
          testTimeout: 60_000,
          include: ['tests/components/**/*.test.tsx', 'tests/components/**/*.test.ts'],
          exclude: ['tests/components/**/*.isolated.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Files that mock modules (vi.mock) get a registry of their own: in the shared one, a later file
          // would inherit their mocks, or a reset would leave the harness and the code on different modules.
          name: 'components-isolated',
          environment: 'jsdom',
          testTimeout: 60_000,
          include: ['tests/components/**/*.isolated.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
          isolate: true,
        },
      },
    ],
  },
});
