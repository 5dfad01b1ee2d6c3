// The AI Translation tabs on the real fixtures: which tabs the client's settings allow, the default tab,
// deep links and navigation (part 2 §2.6).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../../src/apps/machineTranslation/manifest';
import { useFixtureServer } from '../../../support/fixtureServer';
import { currentPath, renderTool } from '../../../support/renderTool';

const fixtures = useFixtureServer();
const acmeSettings = () => fixtures.backend.ctx.state.mtSettings.acme!;
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('AI Translation tabs', () => {
  it('all three tabs for acme; the page opens its first tab, Text', async () => {
    await renderTool(manifest, '/machineTranslation', { as: 'client' });
    expect(await screen.findByRole('tab', { name: 'Text', selected: true })).toBeVisible();
    expect(tabNames()).toEqual(['Text', 'File', 'Media']);
    expect(currentPath()).toBe('/machineTranslation/textTranslation');
  });

  it('text disabled: no Text tab, and File is the default', async () => {
    acmeSettings().disableTextTranslation = true;
    await renderTool(manifest, '/machineTranslation', { as: 'client' });
    expect(await screen.findByRole('tab', { name: 'File', selected: true })).toBeVisible();
    expect(tabNames()).toEqual(['File', 'Media']);
    expect(currentPath()).toBe('/machineTranslation/fileTranslation');
  });

  it('a deep link to a hidden tab opens the first enabled one', async () => {
    Object.assign(acmeSettings(), { disableTextTranslation: true, disableFileTranslation: true });
    await renderTool(manifest, '/machineTranslation/textTranslation', { as: 'client' });
    expect(await screen.findByRole('tab', { name: 'Media', selected: true })).toBeVisible();
    expect(currentPath()).toBe('/machineTranslation/mediaTranslation');
  });

  it('Media shows only when its flag is explicitly false', async () => {
    delete acmeSettings().disableMediaTranslation;
    await renderTool(manifest, '/machineTranslation', { as: 'client' });
    await screen.findByRole('tab', { name: 'Text', selected: true });
    expect(tabNames()).toEqual(['Text', 'File']);
  });

  it('a deep link opens its tab; choosing a tab navigates to its path', async () => {
    const { user } = await renderTool(manifest, '/machineTranslation/fileTranslation', { as: 'client' });
    expect(await screen.findByRole('tab', { name: 'File', selected: true })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Media' }));
    await waitFor(() => expect(currentPath()).toBe('/machineTranslation/mediaTranslation'));
    expect(screen.getByRole('tab', { name: 'Media', selected: true })).toBeVisible();
  });

  it('every kind disabled: the page says so, with no tabs', async () => {
    Object.assign(acmeSettings(), {
      disableTextTranslation: true,
      disableFileTranslation: true,
      disableMediaTranslation: true,
    });
    await renderTool(manifest, '/machineTranslation', { as: 'client' });
    expect(await screen.findByText('AI Translation is not enabled for your organisation.')).toBeVisible();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
  });
});
