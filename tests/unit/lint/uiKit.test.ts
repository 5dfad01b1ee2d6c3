// kit/ui-kit, which `npm run lint` applies to the portal's source (eslint.config.js): it reports a native
// <select>, a `focus:` ring and an <h1> outside src/ui/page, and lets `focus-visible:` and
// `focus:outline-none` through.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM module without types; the same rule eslint.config.js applies.
import { FOCUS_MESSAGE, NATIVE_SELECT_MESSAGE, uiKitRules } from '../../../scripts/ui-kit-lint.mjs';
// @ts-expect-error -- the same module.
import { PAGE_HEADING_MESSAGE, PHYSICAL_SIDE_MESSAGE } from '../../../scripts/ui-kit-lint.mjs';

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

const messages = async (code: string, file = 'src/ui/Example.tsx') =>
  (await kitOnlyLinter().lintText(code, { filePath: `${root}${file}` }))[0]!.messages
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

  it('reports sides named left or right, which do not mirror in right-to-left text', async () => {
    for (const classes of [
      'ml-2',
      'sm:pr-4',
      'absolute right-0',
      '-left-1',
      'text-right',
      'rounded-l-md',
      'border-r',
    ])
      expect(await messages(`export const g = '${classes} text-sm';`)).toEqual([PHYSICAL_SIDE_MESSAGE]);
    expect(
      await messages(
        `export const h = 'ms-2 pe-4 end-0 text-end rounded-s-md border-e mx-2 px-3 inset-x-0';`,
      ),
    ).toEqual([]);
    expect(await messages(`export const i = 'the right-hand column';`)).toEqual([]);
  });

  it('lets keyboard-only rings and removed outlines through', async () => {
    expect(
      await messages(`export const d = 'focus-visible:ring-2 focus:outline-none data-focus:bg-primary-50';`),
    ).toEqual([]);
  });

  it('reports a hand-written <h1> in an app, the shell or the kit, and lets the page kit write one', async () => {
    const heading = `export const e = <h1 className="text-2xl text-slate-900">Reports</h1>;`;
    for (const file of ['src/apps/reports/Example.tsx', 'src/shell/Example.tsx', 'src/ui/Example.tsx'])
      expect(await messages(heading, file)).toEqual([PAGE_HEADING_MESSAGE]);
    expect(await messages(heading, 'src/ui/page/PageHeading.tsx')).toEqual([]);
    expect(
      await messages(`export const f = <h2 className="text-lg">Section</h2>;`, 'src/apps/x/A.tsx'),
    ).toEqual([]);
  });
});
