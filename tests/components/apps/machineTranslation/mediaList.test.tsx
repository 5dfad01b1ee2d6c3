// The Media tab (part 2 §2.9): the media requests through the shared list, and a request's page with its
// source media and outputs per language, without the human-translation step.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../../src/apps/machineTranslation/manifest';
import { useFixtureServer } from '../../../support/fixtureServer';
import { currentPath, renderTool } from '../../../support/renderTool';

useFixtureServer();

describe('the Media tab', () => {
  it('lists media requests only and opens one', async () => {
    const { user } = await renderTool(manifest, '/machineTranslation/mediaTranslation', { as: 'client' });
    const table = await screen.findByRole('table', { name: 'Your media requests' }, { timeout: 8000 });
    expect(await within(table).findByRole('link', { name: 'Media - CEO town hall' })).toBeInTheDocument();
    expect(within(table).queryByText(/^MT - /)).toBeNull();
    await user.click(within(table).getByRole('link', { name: 'Media - CEO town hall' }));
    expect(currentPath()).toBe('/machineTranslation/mediaTranslation/jr-media-done');
    expect(await screen.findByText('CEO_town_hall.mp4', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download all' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request human translation' })).toBeNull();
  });
});
