import { defineConfig } from 'vitest/config';

// Two projects: the isomorphic core and the CLI run in plain Node (no DOM, like production),
// React components run in jsdom.
export default defineConfig({
  test: {
    globals: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/cli/**/*.test.ts', 'tests/fixtures/**/*.test.ts'],
          setupFiles: ['tests/setup/node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.tsx', 'tests/components/**/*.test.ts'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
    ],
  },
});
