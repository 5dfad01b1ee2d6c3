import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFixtureServer } from '../../support/fixtureServer';
import { renderShell } from '../../support/renderTool';

// The personas' real accounts on the fixtures: what the drawer shows is what the API and the token say.
useFixtureServer();

async function openAccountSettings(username: string) {
  const menuButton = await screen.findByRole('button', { name: username });
  await userEvent.click(menuButton);
  await userEvent.click(
    within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Account settings' }),
  );
  return { menuButton, drawer: await screen.findByRole('dialog', { name: 'Account settings' }) };
}

describe('user menu: Account settings', () => {
  it('opens the drawer with the profile; Escape closes it and focus returns to the menu button', async () => {
    await renderShell('/', { as: 'client' });
    const { menuButton, drawer } = await openAccountSettings('client');

    // The panel's chunk loads on first open.
    expect(await within(drawer).findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(within(drawer).getByText('Username').nextElementSibling).toHaveTextContent('client');
    expect(within(drawer).getByText('client@acme.example')).toBeInTheDocument();
    expect(within(drawer).getByText('Carla')).toBeInTheDocument();
    expect(within(drawer).getByText('Password')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/changePassword',
    );
    expect(within(drawer).queryByText(/Impersonating/)).toBeNull();
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('says a single-sign-on account signs in through its organisation', async () => {
    await renderShell('/', { as: 'sso' });
    const { drawer } = await openAccountSettings('sso');
    expect(
      await within(drawer).findByText('Single sign-on (managed by your organisation)'),
    ).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Change password' })).toBeNull();
  });
});
