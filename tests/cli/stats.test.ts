// stats <type>, in-process on the embedded fixtures.
import { afterAll, describe, expect, it } from 'vitest';
import { cliHome } from './support';

describe('stats command', { timeout: 30_000 }, () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  it('prints a vertical’s project managers for staff, and the same rows as JSON', async () => {
    const human = await home.run(['--user', 'pm', 'stats', 'projects', '--vertical', 'healthcare']);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/project manager\s+standard\s+rush\s+total\s+projects/);
    const json = (
      await home.run(['--user', 'pm', '--json', 'stats', 'projects', '--vertical', 'healthcare'])
    ).json<{
      rows: { projectManager: string }[];
    }>();
    expect(json.rows.length).toBeGreaterThan(0);
    for (const row of json.rows) expect(human.stdout).toContain(row.projectManager);
  });

  it('quotes --vertical unassigned is the unassigned coordinator row; qa lists specialists', async () => {
    const json = (
      await home.run(['--user', 'coordinator', '--json', 'stats', 'quotes', '--vertical', 'unassigned'])
    ).json<{
      rows: { projectCoordinatorId: number | null }[];
    }>();
    expect(json.rows).toEqual([expect.objectContaining({ projectCoordinatorId: null })]);
    expect((await home.run(['--user', 'qa', 'stats', 'qa'])).stdout).toMatch(/qa specialist\s+assigned jobs/);
  });

  it('refuses a client (exit 1, Forbidden) and bad usage (exit 2)', async () => {
    const client = await home.run(['--user', 'client', 'stats', 'qa']);
    expect(client.code).toBe(1);
    expect(client.stderr).toContain('Forbidden');
    expect((await home.run(['--user', 'admin', 'stats', 'qa', '--vertical', 'taiwan'])).code).toBe(2);
    expect((await home.run(['--user', 'admin', 'stats', 'nothing'])).code).toBe(2);
  });
});
