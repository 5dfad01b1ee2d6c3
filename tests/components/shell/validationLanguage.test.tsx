// A form's validation messages in the interface language: the rules are built once, when their module loads,
// yet a message shown after a switch of language is in the new language.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFixtureServer } from '../../support/fixtureServer';
import { renderShell } from '../../support/renderTool';

useFixtureServer();

describe('validation messages after a switch of language', () => {
  it('shows the sign-in form’s Required in German once German is chosen in the footer', async () => {
    await renderShell('/signIn');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription('Required');

    // The messages on screen follow the switch: the form validates again in the new language.
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Benutzername/)).toHaveAccessibleDescription('Pflichtfeld'),
    );
    expect(screen.getByLabelText(/^Passwort/)).toHaveAccessibleDescription('Pflichtfeld');
    await userEvent.type(screen.getByLabelText(/^Benutzername/), 'x');
    await userEvent.clear(screen.getByLabelText(/^Benutzername/));
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByLabelText(/^Benutzername/)).toHaveAccessibleDescription('Pflichtfeld');
  });
});
