// kit/ui-kit: the portal's source uses the kit's one select and draws focus rings on keyboard focus only;
// the rule itself reports a native <select> and a `focus:` ring, and lets `focus-visible:` and
// `focus:outline-none` through.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM module without types; the same rule eslint.config.js applies.
import { FOCUS_MESSAGE, NATIVE_SELECT_MESSAGE, uiKitRules } from '../../../scripts/ui-kit-lint.mjs';

const root = new URL('../../..', import.meta.url).pathname;

function kitOnlyLinter(): ESLint {
  return new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        // Only this rule runs here: the other rules' directives are neither known nor checked.
        linterOptions: { reportUnusedDisableDirectives: 'off' },
      },
      ...uiKitRules(),
    ],
  });
}

const messages = async (code: string) =>
  (await kitOnlyLinter().lintText(code, { filePath: `${root}src/ui/Example.tsx` }))[0]!.messages
    .filter((message) => message.ruleId === 'kit/ui-kit')
    .map((message) => message.message);

describe('kit/ui-kit', () => {
  it('reports a native select and focus rings on focus:', async () => {
    expect(await messages(`export const a = <select><option>1</option></select>;`)).toEqual([
      NATIVE_SELECT_MESSAGE,
    ]);
    expect(await messages(`export const b = 'border focus:ring-2 focus:border-primary-500';`)).toEqual([
      FOCUS_MESSAGE,
    ]);
    expect(await messages('export const c = `px-2 focus:outline-2`;')).toEqual([FOCUS_MESSAGE]);
  });

  it('lets keyboard-only rings and removed outlines through', async () => {
    expect(
      await messages(`export const d = 'focus-visible:ring-2 focus:outline-none data-focus:bg-primary-50';`),
    ).toEqual([]);
  });

  it(
    'finds nothing in the portal: one select component, focus-visible rings only',
    { timeout: 60_000 },
    async () => {
      const results = await kitOnlyLinter().lintFiles(['src/**/*.tsx', 'src/**/*.ts']);
      const found = results.flatMap((result) =>
        result.messages
          .filter((message) => message.ruleId === 'kit/ui-kit')
          .map((message) => `${result.filePath.slice(root.length)}:${message.line} ${message.message}`),
      );
      expect(found).toEqual([]);
    },
  );
});
