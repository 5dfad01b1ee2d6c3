// Opening account settings through the shell's user menu, as a user does.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export async function openAccountSettings(username: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: username }));
  await userEvent.click(
    within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Account settings' }),
  );
  const drawer = await screen.findByRole('dialog', { name: 'Account settings' });
  await within(drawer).findByRole('tab', { name: 'Profile' });
  return drawer;
}
