import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMswServer } from '../../support/msw';
import { accountHandlers, renderShell, resetPlatform } from './support/harness';
import { SSO, storeSession } from './support/session';

const server = useMswServer();
beforeEach(resetPlatform);

describe('user menu: Account settings', () => {
  it('opens the drawer with the profile; Escape closes it and focus returns to the menu button', async () => {
    storeSession({ username: 'client', groups: ['CLIENT'], firstName: 'Cleo' });
    server.use(...accountHandlers());
    renderShell('/');
    const menuButton = await screen.findByRole('button', { name: 'client' });
    await userEvent.click(menuButton);
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Account settings' }));

    const drawer = await screen.findByRole('dialog', { name: 'Account settings' });
    // The panel's chunk loads on first open.
    expect(await within(drawer).findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(within(drawer).getByText('Username').nextElementSibling).toHaveTextContent('client');
    expect(within(drawer).getByText('client@acme.example')).toBeInTheDocument();
    expect(within(drawer).getByText('Cleo')).toBeInTheDocument();
    expect(within(drawer).getByText('Password')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/changePassword');
    expect(within(drawer).queryByText(/Impersonating/)).toBeNull();
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('says a single-sign-on account signs in through its organisation', async () => {
    storeSession(SSO);
    server.use(...accountHandlers({ loginName: 'sso' }));
    renderShell('/');
    await userEvent.click(await screen.findByRole('button', { name: 'sso' }));
    await userEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Account settings' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Account settings' });
    expect(await within(drawer).findByText('Single sign-on (managed by your organisation)')).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Change password' })).toBeNull();
  });
});
