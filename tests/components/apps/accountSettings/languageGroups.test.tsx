// The Language Groups tab on the real fixtures: every change posts the scope's whole list, and what the
// fixtures stored is what the tab shows.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderShell } from '../../../support/renderTool';
import { openAccountSettings } from './support';

const { backend } = useFixtureServer();

const posted = (scope: string) =>
  backend
    .journal()
    .filter((entry) => entry.method === 'POST' && entry.path.endsWith(`/userAccount/languageGroups/${scope}`))
    .map((entry) => entry.body as Array<{ name: string; languages: Array<{ xtrfId: number }> }>);

async function openTab(username: string) {
  const drawer = await openAccountSettings(username);
  await userEvent.click(within(drawer).getByRole('tab', { name: 'Language Groups' }));
  await within(drawer).findByRole('region', { name: 'Personal language groups' });
  return drawer;
}

describe('Language Groups', () => {
  it('adds a personal group: name and languages required, then the whole personal list is posted', async () => {
    await renderShell('/', { as: 'employee' });
    const drawer = await openTab('employee');
    const personal = within(drawer).getByRole('region', { name: 'Personal language groups' });
    expect(within(personal).getByText('Support docs')).toBeInTheDocument();

    await userEvent.click(within(personal).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add personal language group' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText(MESSAGES.REQUIRED)).toHaveLength(2);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'support docs');
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Languages/ }), 'Swed');
    await userEvent.click(await screen.findByRole('option', { name: 'Swedish' }));
    // The option list stays open while picking; Escape closes it (and only it).
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Add personal language group' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.DUPLICATE_LANGUAGE_GROUP)).toBeInTheDocument();

    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Nordic');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add personal language group' })).toBeNull(),
    );
    expect(await within(personal).findByText('Nordic')).toBeInTheDocument();
    expect(posted('PERSONAL')).toEqual([
      [
        expect.objectContaining({
          name: 'Support docs',
          languages: [expect.objectContaining({ xtrfId: 7 }), expect.objectContaining({ xtrfId: 5 })],
        }),
        { name: 'Nordic', scope: 'PERSONAL', languages: [{ xtrfId: 12, name: 'Swedish' }] },
      ],
    ]);
  });

  it('a client edits and deletes organisation groups (with confirmation)', async () => {
    await renderShell('/', { as: 'client' });
    const drawer = await openTab('client');
    const org = within(drawer).getByRole('region', { name: 'Organization language groups' });

    await userEvent.click(within(org).getByRole('button', { name: 'Edit Nordics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit language group' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Nordics');
    await userEvent.clear(name);
    await userEvent.type(name, 'Nordic countries');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Finnish' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(org).findByText('Nordic countries')).toBeInTheDocument();
    expect(
      posted('ORGANIZATION')
        .at(-1)
        ?.map((group) => [group.name, group.languages.length]),
    ).toEqual([
      ['EFIGS', 4],
      ['Asia Pacific', 3],
      ['Nordic countries', 3],
    ]);

    await userEvent.click(within(org).getByRole('button', { name: 'Delete EFIGS' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete language group' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(org).queryByText('EFIGS')).toBeNull());
    expect(
      posted('ORGANIZATION')
        .at(-1)
        ?.map((group) => group.name),
    ).toEqual(['Asia Pacific', 'Nordic countries']);
  });

  it('an employee reads the organisation groups but cannot change them', async () => {
    await renderShell('/', { as: 'employee' });
    const drawer = await openTab('employee');
    const org = within(drawer).getByRole('region', { name: 'Organization language groups' });
    expect(within(org).getByText('EFIGS')).toBeInTheDocument();
    expect(within(org).queryByRole('button')).toBeNull();
  });

  it('a failed delete shows its message in the confirmation and keeps the group', async () => {
    await renderShell('/', { as: 'employee' });
    const drawer = await openTab('employee');
    backend.injectFault({ method: 'POST', path: '/api/v1/userAccount/languageGroups/*', status: 503 });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete Support docs' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete language group' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toBeInTheDocument();
    expect(within(drawer).getByText('Support docs')).toBeInTheDocument();
  });
});
