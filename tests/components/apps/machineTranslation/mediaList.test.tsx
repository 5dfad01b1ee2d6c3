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

  it('labels the outputs per language: dubbed media per target, the transcript in the source language', async () => {
    await renderTool(manifest, '/machineTranslation/mediaTranslation/jr-media-done', { as: 'client' });
    const spanish = await screen.findByRole('list', { name: 'Spanish (Spain)' }, { timeout: 8000 });
    expect(within(spanish).getByText('Dubbed media')).toBeInTheDocument();
    expect(
      within(spanish).getByRole('button', { name: 'Download CEO_town_hall_spa_dubbed.mp4' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Outputs' })).toBeInTheDocument();
  });

  it("shows a transcription's outputs under its source language", async () => {
    await renderTool(manifest, '/machineTranslation/mediaTranslation/jr-media-transcript', { as: 'client' });
    const heading = await screen.findByRole('heading', { name: 'Outputs' }, { timeout: 8000 });
    const outputs = heading.closest('section') as HTMLElement;
    const lists = within(outputs).getAllByRole('list');
    expect(lists).toHaveLength(1);
    const items = within(lists[0])
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'TranscriptCustomer_interview_enu.srtDownload',
      'TranscriptCustomer_interview_enu.txtDownload',
    ]);
  });
});
