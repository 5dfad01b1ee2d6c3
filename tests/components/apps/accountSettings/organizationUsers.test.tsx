// The Organization Users tab on the real fixtures: identity settings per row, search, paging 10/20/30, and
// the row actions each available only where the rules allow, each confirmed and each updating its row.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderShell } from '../../../support/renderTool';
import { openAccountSettings } from './support';
import { selectButton } from '../../../support/choose';

const { backend } = useFixtureServer();

async function openTab() {
  const drawer = await openAccountSettings('client');
  await userEvent.click(within(drawer).getByRole('tab', { name: 'Organization Users' }));
  const table = await within(drawer).findByRole('table', { name: 'Organization users' });
  await within(table).findByRole('rowheader', { name: 'Olivia Ortega' });
  return { drawer, table };
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const names = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function menuOf(table: HTMLElement, name: string) {
  await userEvent.click(within(rowOf(table, name)).getByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

describe('Organization Users', () => {
  it("shows name, e-mail, account status and MFA from each row's identity settings, 10 rows a page", async () => {
    await renderShell('/', { as: 'client' });
    const { drawer, table } = await openTab();
    const total = backend.ctx.state.clientContacts.filter((contact) => contact.clientId === 'acme').length;
    expect(total).toBeGreaterThan(10);
    expect(names(table)).toHaveLength(10);
    expect(
      within(rowOf(table, 'Olivia Ortega'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['olivia.ortega@acme.example', 'Enabled', 'Yes', expect.any(String)]);
    const identityCalls = backend.journal().filter((entry) => entry.path.endsWith('/indentitySettings'));
    expect(identityCalls).toHaveLength(total);
    expect(identityCalls[0].query).toMatchObject({ includeMfaStatus: 'true' });

    const pages = within(drawer).getByRole('navigation', { name: 'Organization users pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(names(table)).toHaveLength(total - 10);
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(selectButton('Rows per page', pages));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '10',
      '20',
      '30',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '20' }));
    expect(names(table)).toHaveLength(Math.min(total, 20));
    expect(within(pages).getByText('Page 1')).toBeInTheDocument();
  });

  it('the search matches e-mail, first or last name in any case', async () => {
    await renderShell('/', { as: 'client' });
    const { drawer, table } = await openTab();
    const search = within(drawer).getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'OKAFOR');
    expect(names(table)).toEqual(['Amara Okafor']);
    await userEvent.clear(search);
    await userEvent.type(search, 'raj.pa');
    expect(names(table)).toEqual(['Raj Patel']);
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody-here');
    expect(within(table).getByText('No users match your search.')).toBeInTheDocument();
  });

  it('offers each action only where allowed; a confirmed action updates its row', async () => {
    await renderShell('/', { as: 'client' });
    const { drawer, table } = await openTab();
    await userEvent.type(within(drawer).getByRole('searchbox', { name: 'Search' }), 'acme.example');

    // A disabled account: no Disable MFA, no Disable Account; Enable Account.
    let menu = await menuOf(table, 'Tom Becker');
    expect(within(menu).getByRole('menuitem', { name: 'Disable MFA' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Disable Account' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Enable Account' }));
    let confirm = await screen.findByRole('dialog', { name: 'Enable Account' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Enable Account' }));
    await waitFor(() => expect(within(rowOf(table, 'Tom Becker')).getByText('Enabled')).toBeInTheDocument());
    expect(backend.ctx.state.users.find((user) => user.username === 'tom.becker')?.enabled).toBe(true);

    // Disable MFA on an enabled account with MFA, confirmed.
    menu = await menuOf(table, 'Olivia Ortega');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Disable MFA' }));
    confirm = await screen.findByRole('dialog', { name: 'Disable MFA' });
    expect(confirm).toHaveTextContent('Olivia Ortega');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable MFA' }));
    await waitFor(() =>
      expect(within(rowOf(table, 'Olivia Ortega')).getAllByRole('cell')[2]).toHaveTextContent('No'),
    );
    const posted = backend
      .journal()
      .filter((entry) => entry.method === 'POST' && entry.path.includes('/actions/'));
    expect(posted.map((entry) => [entry.path.split('/').pop(), entry.body])).toEqual([
      ['enableAccount', { username: 'tom.becker' }],
      ['disableMfa', { username: 'olivia.ortega' }],
    ]);
  });

  it("nothing on the manager's own account", async () => {
    await renderShell('/', { as: 'client' });
    const { drawer, table } = await openTab();
    await userEvent.type(within(drawer).getByRole('searchbox', { name: 'Search' }), 'client@acme');
    const own = within(table).getAllByRole('rowheader')[0].textContent ?? '';
    const menu = await menuOf(table, own);
    for (const item of within(menu).getAllByRole('menuitem'))
      expect(item).toHaveAttribute('aria-disabled', 'true');
  });

  it('a refused action shows the catalogue message in the confirmation and leaves the row', async () => {
    await renderShell('/', { as: 'client' });
    const { drawer, table } = await openTab();
    await userEvent.type(within(drawer).getByRole('searchbox', { name: 'Search' }), 'raj');
    backend.injectFault({
      method: 'POST',
      path: '/api/v1/userAccount/organizationClientContacts/*/actions/*',
      status: 500,
      body: { message: 'Directory unavailable', errorCode: 'DIR_DOWN' },
    });
    const menu = await menuOf(table, 'Raj Patel');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Disable Account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable Account' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable Account' }));
    expect(
      await within(confirm).findByText('Directory unavailable [Error code: DIR_DOWN]'),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disable Account' })).toBeNull());
    expect(within(rowOf(table, 'Raj Patel')).getAllByRole('cell')[1]).toHaveTextContent('Enabled');
  });
});
