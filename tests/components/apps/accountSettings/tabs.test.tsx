// Which tabs and settings each persona gets (spec part 1 §2, §6), from the real accounts of the fixtures.
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PersonaName } from '../../../support/platform';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderShell } from '../../../support/renderTool';
import { openAccountSettings } from './support';

useFixtureServer();

type Case = [PersonaName, string[], { password: boolean; mfa: boolean; organisation: boolean }];
const CASES: Case[] = [
  [
    'client',
    ['Profile', 'Language Groups', 'Organization Users'],
    { password: true, mfa: true, organisation: true },
  ],
  ['employee', ['Profile', 'Language Groups'], { password: true, mfa: true, organisation: true }],
  ['sso', ['Profile', 'Language Groups'], { password: false, mfa: false, organisation: true }],
  ['admin', ['Profile', 'Language Groups'], { password: true, mfa: false, organisation: false }],
  // globex: a client without MFA and without organisation management.
  ['noapps', ['Profile', 'Language Groups'], { password: true, mfa: false, organisation: true }],
];

describe('account settings per persona', () => {
  it.each(CASES)('%s sees the tabs %j', async (persona, tabs, { password, mfa, organisation }) => {
    await renderShell('/', { as: persona });
    const drawer = await openAccountSettings(persona);
    // The organisation's settings arrive with the account (its name shows then): judge after that.
    if (organisation) await within(drawer).findByText('Organisation');
    await waitFor(() =>
      expect(
        within(drawer)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(tabs),
    );
    expect(!!within(drawer).queryByRole('link', { name: 'Change password' })).toBe(password);
    if (mfa) expect(await within(drawer).findByRole('button', { name: 'MFA Settings' })).toBeInTheDocument();
    else expect(within(drawer).queryByRole('button', { name: 'MFA Settings' })).toBeNull();
  });
});
