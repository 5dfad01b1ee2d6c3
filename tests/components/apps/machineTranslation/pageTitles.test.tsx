// What each AI Translation screen is called (the tab title and its h1): a tab names the kind of
// translation, a request's page the request, each followed by the tool and the site, in the portal's
// one title format. Through the whole shell, whose tool route names the page by its tool until the page
// names itself, and a page that comes back from cache must still win over it.
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderShell } from '../../../support/renderTool';

useFixtureServer();
beforeEach(() => {
  document.title = '';
});

const SUFFIX = ' · AI Translation · Language Services Portal';
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });

describe('AI Translation page titles', () => {
  it('a tab is titled by its kind of translation, a file request’s page by the request', async () => {
    const { user } = await renderShell('/machineTranslation/fileTranslation', { as: 'client' });
    expect(await h1('File translation')).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`File translation${SUFFIX}`));

    const table = await screen.findByRole('table', { name: 'Your requests' }, { timeout: 8000 });
    await user.click(await within(table).findByRole('link', { name: 'MT - Product FAQ' }));
    expect(await h1('MT - Product FAQ')).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`MT - Product FAQ${SUFFIX}`));

    await user.click(screen.getByRole('tab', { name: 'Text' }));
    expect(await h1('Text translation')).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`Text translation${SUFFIX}`));
  });

  it('the media tab and a media request’s page, also when the page comes back from cache', async () => {
    const { user } = await renderShell('/machineTranslation/mediaTranslation', { as: 'client' });
    expect(await h1('Media translation')).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`Media translation${SUFFIX}`));
    const table = await screen.findByRole('table', { name: 'Your media requests' }, { timeout: 8000 });
    await user.click(await within(table).findByRole('link', { name: 'Media - CEO town hall' }));
    expect(await h1('Media - CEO town hall')).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`Media - CEO town hall${SUFFIX}`));

    // Away from the tool and back: its code and the request are cached, so the page renders at once.
    act(() => navigate('/consoleHelp'));
    await screen.findByRole('heading', { level: 1, name: 'Help & FAQ' }, { timeout: 8000 });
    await waitFor(() => expect(document.title).toBe('Help & FAQ · Language Services Portal'));
    act(() => navigate('/machineTranslation/mediaTranslation/jr-media-done'));
    expect(await h1('Media - CEO town hall')).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`Media - CEO town hall${SUFFIX}`));
  });
});
