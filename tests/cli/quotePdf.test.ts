// quote pdf: the auto quote written as the same PDF the quote page saves, read back with pdf.js.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPdf } from '../support/pdf';
import { cliHome, STACK_LINE } from './support';

/** The file's text on one line. */
const text = async (file: string) => (await readPdf(readFileSync(file))).text.replace(/\s+/g, ' ');

describe('quote pdf', { timeout: 30_000 }, () => {
  const home = cliHome();
  afterAll(() => home.cleanup());
  const run = (...args: string[]) => home.run(args, { cwd: home.dir });

  it('writes the quote to -o: lines, total and the US issuer; exit 0 and the file named', async () => {
    const result = await home.run(['--user', 'client', 'quote', 'pdf', 'aq-ready', '-o', 'quote.pdf'], {
      cwd: home.dir,
    });
    const file = join(home.dir, 'quote.pdf');
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe(`Wrote quote aq-ready to ${file}`);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await text(file);
    expect(pdf).toContain('Quote AQ-2024100 Employee handbook 2024');
    expect(pdf).toMatch(/French \(France\) Translation Pages 12 \$22\.50 \$270\.00/);
    expect(pdf).toContain('Total project cost $810.00');
    expect(pdf).toContain('LLTS Language Services, Inc.');
  });

  it('without -o names the file by the reference id; --json says where; the UK variant by branch or option', async () => {
    const cwd = home.dir;
    const json = await home.run(['--json', '--branch', 'uk', 'quote', 'pdf', 'aq-ready-gbp'], { cwd });
    expect(json.code).toBe(0);
    const written = json.json<{ file: string; variant: string; bytes: number }>();
    expect(written).toMatchObject({ file: join(cwd, 'quote-AQ-2024102.pdf'), variant: 'UK' });
    expect(written.bytes).toBeGreaterThan(1000);
    const gbp = await text(written.file);
    expect(gbp).toContain('Total project cost £345.00');
    expect(gbp).toContain('London EC2M 7EB');

    const eur = await home.run(['quote', 'pdf', 'aq-ready-eur', '--variant', 'uk', '-o', 'eur.pdf'], { cwd });
    expect(eur.code).toBe(0);
    expect(await text(join(cwd, 'eur.pdf'))).toMatch(
      /Total project cost 955,20 € .*LLTS Language Services Ltd/,
    );
  });

  it('a branch with its own support contacts prints them, as the page under that branch does', async () => {
    const shown = await home.run(['--json', '--branch', 'b-west', 'quote', 'pdf', 'aq-ready'], {
      cwd: home.dir,
    });
    expect(shown.code).toBe(0);
    const pdf = await text(shown.json<{ file: string }>().file);
    expect(pdf).toContain('New York, NY 10013 United States');
    expect(pdf).toContain('west-support@llts.example · +1 (415) 555-0199');
    expect(pdf).not.toContain('support@llts.example.com');
  });

  it('a missing quote is one line on stderr, exit 1, and no file', async () => {
    const missing = await home.run(['quote', 'pdf', 'aq-nope', '-o', 'nope.pdf'], { cwd: home.dir });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe('');
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
    expect(missing.stderr.trim()).toBe('Job request not found [Error code: JOB_REQUEST_NOT_FOUND]');
    expect(missing.stderr).not.toMatch(STACK_LINE);
    expect(existsSync(join(home.dir, 'nope.pdf'))).toBe(false);
    const json = await home.run(['--json', 'quote', 'pdf', 'aq-nope'], { cwd: home.dir });
    expect(json.code).toBe(1);
    expect(json.json()).toMatchObject({ error: { code: 'api', status: 404 } });
  });

  it('an unknown variant and a missing id are usage errors (exit 2)', async () => {
    expect((await run('quote', 'pdf', 'aq-ready', '--variant', 'fr')).code).toBe(2);
    expect((await run('quote', 'pdf')).code).toBe(2);
  });

  it('an unwritable -o is one line naming the path, exit 2', async () => {
    const result = await home.run(['quote', 'pdf', 'aq-ready', '-o', 'no/such/folder/q.pdf'], {
      cwd: home.dir,
    });
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('no/such/folder/q.pdf');
  });
});
