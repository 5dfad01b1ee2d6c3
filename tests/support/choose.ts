// The kit's select (src/ui/Select, SelectField) as a person uses it: open the button named by the label
// (headlessui names it by the label and the chosen option), pick an option from the list.
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

const startingWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The select's button: its name is the label, then what it shows. */
export const selectButton = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name: startingWith(label) });

export async function choose(
  user: ReturnType<typeof userEvent.setup> | typeof userEvent,
  label: string,
  option: string,
  scope: HTMLElement = document.body,
): Promise<void> {
  await user.click(selectButton(label, scope));
  await user.click(await screen.findByRole('option', { name: option }));
}
