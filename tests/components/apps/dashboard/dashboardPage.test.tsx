import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../../src/apps/dashboard/manifest';
import { DASHBOARD_EXPANSION_KEY } from '../../../../src/platform/domain/storageKeys';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool } from '../../../support/renderTool';

const fixtures = useFixtureServer();
const section = (name: string) => screen.getByRole('region', { name });

describe('the dashboard page', () => {
  it('shows every section with its panels, one call per category and vertical, rows linking to detail routes', async () => {
    await renderTool(manifest, '/DASHBOARD', { as: 'admin' });
    for (const name of ['Starts', 'PM/SV', 'QA', 'Front of house', 'FOH PC'])
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    const pmsv = section('PM/SV');
    const healthcare = await within(pmsv).findByRole('table', { name: 'Healthcare' });
    const manager = await within(healthcare).findAllByRole('link', { name: /\w+ \w+/ });
    expect(manager[0]!.getAttribute('href')).toMatch(/^\/pmdetails\/[^/]+\/\d+$/);
    const unassigned = await within(section('FOH PC')).findByRole('table', { name: 'Unassigned' });
    expect(await within(unassigned).findByRole('link', { name: 'Unassigned' })).toHaveAttribute(
      'href',
      '/currentquotes/Unassigned/null',
    );
    const qa = await within(section('QA')).findByRole('table', { name: 'QA specialists' });
    expect((await within(qa).findAllByRole('link'))[0]!.getAttribute('href')).toMatch(
      /^\/qadetails\/.+\/\d+$/,
    );
    const paths = fixtures.backend.journal().map((entry) => entry.path);
    for (const type of ['starts', 'comprehension', 'taiwan'])
      expect(paths.filter((path) => path.endsWith(`/statistics/projectStats/${type}`))).toHaveLength(1);
    expect(paths.filter((path) => path.endsWith('/statistics/quoteStats/unassigned'))).toHaveLength(1);
  });

  it('a failing vertical shows the system error message in its panel only', async () => {
    fixtures.backend.injectFault({
      method: 'GET',
      path: '/api/v1/statistics/projectStats/healthcare',
      status: 500,
      body: { message: 'Statistics are unavailable', errorCode: 'STATS_DOWN' },
    });
    await renderTool(manifest, '/DASHBOARD', { as: 'pm' });
    const pmsv = await screen.findByRole('region', { name: 'PM/SV' });
    const healthcare = within(pmsv).getByRole('table', { name: 'Healthcare' });
    expect(
      await within(healthcare).findByText('Statistics are unavailable [Error code: STATS_DOWN]'),
    ).toBeInTheDocument();
    const insurance = within(pmsv).getByRole('table', { name: 'Insurance' });
    expect((await within(insurance).findAllByRole('link', { name: /\w+ \w+/ })).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Statistics are unavailable/)).toHaveLength(1);
  });

  it('Collapse all closes a section’s panels and the state is kept in session storage', async () => {
    const { user } = await renderTool(manifest, '/DASHBOARD', { as: 'coordinator' });
    await screen.findByRole('heading', { level: 2, name: 'FOH PC' });
    await user.click(screen.getByRole('button', { name: 'Collapse all FOH PC' }));
    const fohPc = section('FOH PC');
    for (const button of within(fohPc).getAllByRole('button', { expanded: false }))
      expect(button).toBeVisible();
    expect(within(fohPc).queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(within(section('PM/SV')).getAllByRole('button', { expanded: true })).toHaveLength(6);
    expect(within(fohPc).queryByRole('table')).toBeNull();
    const stored = JSON.parse(sessionStorage.getItem(DASHBOARD_EXPANSION_KEY) ?? '{}') as Record<
      string,
      boolean
    >;
    expect(stored['fohpc-unassigned']).toBe(false);
    await user.click(within(fohPc).getByRole('button', { name: /^Taiwan/ }));
    await waitFor(() => expect(within(fohPc).getByRole('table', { name: 'Taiwan' })).toBeInTheDocument());
  });

  it('keeps the stored expansion when the page mounts again', async () => {
    await renderTool(manifest, '/DASHBOARD', {
      as: 'qa',
      sessionStorage: { [DASHBOARD_EXPANSION_KEY]: JSON.stringify({ qa: false }) },
    });
    const qa = await screen.findByRole('region', { name: 'QA' });
    expect(within(qa).getByRole('button', { name: /^QA specialists/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
