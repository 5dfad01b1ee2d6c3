// reports list | show | export, in-process on the embedded fixtures: output, --json, files and exit codes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import { cliHome, STACK_LINE } from './support';

describe('reports commands', { timeout: 30_000 }, () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  it('lists the reports under the type headings, and as JSON groups', async () => {
    const human = await home.run(['--user', 'client', 'reports', 'list']);
    expect(human.code).toBe(0);
    const headings = human.stdout.split('\n').filter((line) => line.endsWith(' reports'));
    expect(headings).toEqual(['Project reports', 'Quote reports', 'Task reports', 'Client contact reports']);
    const json = (await home.run(['--user', 'client', '--json', 'reports', 'list'])).json<{
      groups: { type: string; reports: { id: string }[] }[];
    }>();
    expect(json.groups.map((group) => group.type)).toEqual(['PROJECT', 'QUOTE', 'TASK', 'CLIENT_CONTACT']);
  });

  it('shows a page with the default filters, or the given ones', async () => {
    const defaults = (
      await home.run(['--user', 'client', '--json', 'reports', 'show', 'rpt-quote-pipeline'])
    ).json<{
      filters: Record<string, unknown>;
      items: { status: string }[];
      page: number;
      limit: number;
    }>();
    expect(defaults.filters).toEqual({ status: 'Pending' });
    expect(defaults.limit).toBe(25);
    expect(defaults.items.every((row) => row.status === 'Pending')).toBe(true);

    const page2 = await home.run([
      '--user',
      'client',
      'reports',
      'show',
      'rpt-project-status',
      '--filter',
      'status=invoiced',
      '--page',
      '2',
      '--limit',
      '10',
    ]);
    expect(page2.code).toBe(0);
    expect(page2.stdout).toMatch(/^Project\s+Name\s+Status/);
    expect(page2.stdout).toMatch(/Page 2 of \d+ \(\d+ rows\)/);
    const statuses = page2.stdout
      .split('\n')
      .slice(1, -2)
      .map((line) => line.split(/\s{2,}/)[2]);
    expect(new Set(statuses)).toEqual(new Set(['Invoiced']));
  });

  it('refuses a bad filter in one line (exit 2), and an unknown report or a missing application (exit 1)', async () => {
    const bad = await home.run([
      '--user',
      'client',
      'reports',
      'show',
      'rpt-project-status',
      '--filter',
      'createdFrom=soon',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe("Created from: 'soon' is not a date (YYYY-MM-DD)");
    const unknown = await home.run([
      '--user',
      'client',
      'reports',
      'show',
      'rpt-project-status',
      '--filter',
      'colour=red',
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown filter 'colour'");
    const missing = await home.run(['--user', 'client', 'reports', 'show', 'rpt-nope']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Report not found');
    const staff = await home.run(['--user', 'qa', 'reports', 'list']);
    expect(staff.code).toBe(1);
    expect(staff.stderr).toContain('Forbidden');
    for (const run of [bad, unknown, missing, staff]) expect(run.stderr).not.toMatch(STACK_LINE);
  });

  it('exports a CSV file (BOM, quoted cells) and to stdout with -o -', async () => {
    const file = join(home.dir, 'contacts.csv');
    const run = await home.run([
      '--user',
      'client',
      'reports',
      'export',
      'rpt-client-contacts',
      '-o',
      file,
      '--filter',
      'department=Legal',
    ]);
    expect(run.code).toBe(0);
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Id', 'Name', 'E-mail', 'Department', 'Last request', 'Active', 'Notes']);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((row) => row[3] === 'Legal')).toBe(true);
    expect(run.stdout.trim()).toBe(`Exported ${rows.length - 1} rows to ${file}`);

    const json = (
      await home.run(['--user', 'client', '--json', 'reports', 'export', 'rpt-project-status', '-o', file])
    ).json<{
      rows: number;
      totalRows: number;
    }>();
    expect(json).toMatchObject({ rows: 1000, totalRows: 1800 });

    const piped = await home.run(['--user', 'client', 'reports', 'export', 'rpt-client-contacts', '-o', '-']);
    expect(piped.stdout.startsWith('\uFEFFId,Name,')).toBe(true);
  });

  it('names the default file after the report and the day, in the working folder', async () => {
    const run = await home.run(['--user', 'client', '--json', 'reports', 'export', 'rpt-client-contacts'], {
      cwd: home.dir,
    });
    const { file } = run.json<{ file: string }>();
    expect(file).toMatch(new RegExp(`^${home.dir}/Client contacts \\d{4}-\\d\\d-\\d\\d\\.csv$`));
    expect(readFileSync(file, 'utf8')).toContain('Müller, Zoë');
  });
});
