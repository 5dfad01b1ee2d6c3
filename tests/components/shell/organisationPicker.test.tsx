import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFixtureServer } from '../../support/fixtureServer';
import { renderShell } from '../../support/renderTool';
import { choose, selectButton } from '../../support/choose';

const fixtures = useFixtureServer();
const state = () => fixtures.backend.ctx.state;

/** Changes the seed through the fixtures' state control before the page starts. */
function editState(change: (seeded: ReturnType<typeof fixtures.backend.exportState>) => void) {
  const seeded = fixtures.backend.exportState();
  change(seeded);
  fixtures.backend.importState(seeded);
}
const setStatus = (clientId: string, status: 'ACTIVE' | 'INACTIVE') =>
  editState((seeded) => {
    seeded.clientConfigs.find((config) => config.clientId === clientId)!.status = status;
  });

/** The organisations the picker must offer noclient: linked ones that are ACTIVE, by name. */
function expectedChoices(): string[] {
  return (state().linkedClients.noclient ?? [])
    .map((id) => state().clientConfigs.find((config) => config.clientId === id))
    .filter((config) => config?.status === 'ACTIVE')
    .map((config) => config!.companyName!)
    .sort((a, b) => a.localeCompare(b));
}
/** The options of the organisation select, read by opening it (the list closes again). */
async function optionTexts(): Promise<string[]> {
  await userEvent.click(selectButton('Organisation'));
  const texts = (await screen.findAllByRole('option')).map((option) => option.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return texts;
}
const assignments = () =>
  fixtures.backend
    .journal()
    .filter((entry) => entry.path === '/api/v1/userAccount/actions/assignClient')
    .map((entry) => entry.body);

describe('organisation picker', () => {
  it('comes first for a client without a client config, requires a choice and assigns it', async () => {
    setStatus('umbrella', 'INACTIVE');
    await renderShell('/', { as: 'noclient' });
    expect(await screen.findByRole('heading', { name: 'Choose your organisation' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Tools' })).toBeNull();
    await screen.findByRole('button', { name: /^Organisation/ });
    // Active linked organisations only, by name.
    const offered = await optionTexts();
    expect(offered).toEqual(expectedChoices());
    expect(offered).not.toContain('Umbrella Health');
    expect(expectedChoices().length).toBeLessThan((state().linkedClients.noclient ?? []).length);

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(assignments()).toEqual([]);

    await choose(userEvent, 'Organisation', 'Globex Industries');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assignments()).toEqual([{ clientId: 'globex' }]));
    expect(await screen.findByRole('heading', { name: 'Your Tools' })).toBeInTheDocument();
  });

  it('offers the client configs of the e-mail domain when the account has no linked clients', async () => {
    editState((seeded) => {
      seeded.linkedClients.noclient = [];
    });
    setStatus('initech', 'ACTIVE');
    await renderShell('/', { as: 'noclient' });
    await screen.findByRole('button', { name: /^Organisation/ });
    // noclient@initech.example: the organisations of initech.example.
    const byDomain = fixtures.backend.journal().find((entry) => entry.path === '/api/v1/clientConfigs');
    expect(byDomain?.query).toMatchObject({ emailDomain: 'initech.example' });
    expect(await optionTexts()).toEqual([
      state().clientConfigs.find((config) => config.clientId === 'initech')!.companyName,
    ]);
  });

  it('is not shown to a client user who has a client config', async () => {
    await renderShell('/', { as: 'client' });
    expect(await screen.findByRole('list', { name: 'Your Tools' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Choose your organisation' })).toBeNull();
  });
});
