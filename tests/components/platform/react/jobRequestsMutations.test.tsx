// A change to a request refreshes every list page and every request, whichever screen made it and
// whichever screen read the request first (useJobRequestsChanged behind each job-request mutation hook).
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderShell } from '../../../support/renderTool';

const { backend } = useFixtureServer();
const reads = (id: string) =>
  backend.journal().filter((entry) => entry.method === 'GET' && entry.path.endsWith(`/jobRequests/${id}`));

const NAME = 'MT - Product FAQ';

describe('job-request mutation hooks', () => {
  it('a request archived from the list shows as Archived on its page, though Create request read it first', async () => {
    // Create request's reuse reads the request at once (a cache entry asked for again only after 20 minutes).
    const { user } = await renderShell('/createProject?reuse=jr-mt-done', { as: 'client' });
    await waitFor(() => expect(reads('jr-mt-done')).toHaveLength(1), { timeout: 8000 });

    act(() => navigate('/machineTranslation/fileTranslation'));
    const table = await screen.findByRole('table', { name: 'Your requests' }, { timeout: 8000 });
    const row = (await within(table).findByRole('rowheader', { name: NAME })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: `Actions for ${NAME}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive request' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => navigate('/machineTranslation/fileTranslation/jr-mt-done'));
    const heading = await screen.findByRole('heading', { level: 1, name: NAME }, { timeout: 8000 });
    const header = heading.closest('header')!;
    // Not the status cached before the archive, with Rename still offered.
    await waitFor(() => expect(header).toHaveTextContent('Archived'));
    expect(within(header).getByRole('button', { name: 'Rename' })).toBeDisabled();
    // Two tools load cold in this test (as mediaCreate's and sessions' tests do).
  }, 30_000);
});
