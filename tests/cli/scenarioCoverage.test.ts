// `llts scenario coverage`: every operation with the drivers that take it, read from the registry
// and the UI driver's page objects without starting a browser; and the ui driver's options are checked first.
import { afterAll, describe, expect, it } from 'vitest';
import { cliHome } from './support';

/** The operations required to have screens. */
const WITH_SCREENS = [
  'autoQuote.get',
  'autoQuote.accept',
  'autoQuote.reject',
  'requests.create',
  'requests.createUnauthenticated',
  'mt.translateFiles',
  'jobRequests.rename',
  'jobRequests.archive',
  'userAccount.get',
];

describe('scenario coverage', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  it('lists every operation: api takes all, ui those with a screen (named), the rest skipped (no UI step)', async () => {
    const result = await home.run(['scenario', 'coverage']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^operation\s+api\s+ui$/);
    const rowOf = (op: string) => lines.find((line) => line.startsWith(`${op} `)) ?? '';
    for (const op of WITH_SCREENS) expect(rowOf(op), op).toMatch(/\byes\s+yes\s+\S/);
    expect(rowOf('autoQuote.accept')).toContain('/quotes/{id}: agreement, Accept, payment dialog');
    expect(rowOf('mt.translateText')).toMatch(/yes\s+-\s+skipped \(no UI step\)$/);
    expect(rowOf('fixtures.journal')).toContain('(fixture control, as in api)');
    expect(lines.at(-2)).toMatch(/^api: (\d+) of \1 operations; ui: \d+ of \1 \(\d+ through a screen\)\.$/);
  });

  it('--json: one row per operation', async () => {
    const result = await home.run(['scenario', 'coverage', '--json']);
    const rows = result.json<{ operation: string; api: boolean; ui: string; screen?: string }[]>();
    expect(rows.find((r) => r.operation === 'jobRequests.rename')).toMatchObject({
      api: true,
      ui: 'screen',
      screen: expect.stringContaining('row menu'),
    });
    expect(rows.find((r) => r.operation === 'signUp.run')).toEqual({
      operation: 'signUp.run',
      api: true,
      ui: 'none',
    });
    expect(rows.every((r) => r.api)).toBe(true);
  });

  it('--driver takes api or ui; --base-url only with ui', async () => {
    const wrong = await home.run(['scenario', 'run', '--driver', 'selenium']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/Allowed choices are api, ui/);
    const baseUrl = await home.run(['scenario', 'run', '--base-url', 'http://127.0.0.1:4173']);
    expect(baseUrl.code).toBe(2);
    expect(baseUrl.stderr).toContain('--base-url is for the ui driver: add --driver ui.');
  });
});
