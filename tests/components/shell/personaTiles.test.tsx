// What each demo persona sees on the signed-in home (fixtures/data/applications.ts, the spec's tile order,
// the dashboard card first for the staff list): exactly these tiles and this greeting. Signing in through
// the form as a persona stays in e2e (tests/e2e/shell/personas.spec.ts); the table of personas is here.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPLICATION_IDS } from '../../../src/platform/domain/enums';
import type { PersonaName } from '../../support/platform';
import { useFixtureServer } from '../../support/fixtureServer';
import { renderShell } from '../../support/renderTool';

useFixtureServer();

const STAFF_TILES = ['dashboard', 'xtrfDashboard', 'invoices', 'llsInterpretingService', 'consoleHelp'];

const EXPECTED: Array<[PersonaName, string, string[]]> = [
  ['client', 'client', [...APPLICATION_IDS]],
  ['employee', 'employee', ['createProject', 'machineTranslation', 'reports']],
  ['sso', 'sso@acme.example', ['createProject', 'machineTranslation', 'quickTranslation', 'reports']],
  ['coupa', 'coupa@acme.example', ['coupa']],
  [
    'admin',
    'admin',
    [
      'dashboard',
      'createProject',
      'xtrfDashboard',
      'invoices',
      'llsInterpretingService',
      'consoleHelp',
      'reports',
    ],
  ],
  ['superuser', 'superuser', APPLICATION_IDS.filter((id) => id !== 'coupa')],
  ['pm', 'pm', STAFF_TILES],
  ['qa', 'qa', STAFF_TILES],
  ['coordinator', 'coordinator', STAFF_TILES],
  ['quoter', 'quoter', STAFF_TILES],
];

const tileIds = () =>
  within(screen.getByRole('list', { name: 'Your Tools' }))
    .getAllByRole('listitem')
    .map((item) => item.dataset.toolId);

describe('each persona’s home', () => {
  it.each(EXPECTED)('%s is greeted as %s and sees exactly their tiles', async (persona, greeting, tiles) => {
    await renderShell('/', { as: persona });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Welcome Back, ${greeting}` }, { timeout: 8000 }),
    ).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Your Tools' });
    await waitFor(() => expect(tileIds()).toEqual(tiles));
  });
});
