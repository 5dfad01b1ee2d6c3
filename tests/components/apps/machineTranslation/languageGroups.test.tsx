// The user's language groups in the AI Translation upload form: choosing one adds its
// languages to the targets, none twice.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../../src/apps/machineTranslation/manifest';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool } from '../../../support/renderTool';
import { choose } from '../../../support/choose';

useFixtureServer();

describe('language groups in the upload form', () => {
  it('adds a group’s languages to the targets without duplicates', async () => {
    const { user } = await renderTool(manifest, '/machineTranslation/fileTranslation', { as: 'employee' });
    const form = await screen.findByRole('form', { name: 'File translation' }, { timeout: 8000 });
    await within(form).findByRole('button', { name: /^Add a language group/ });
    await user.type(within(form).getByRole('combobox', { name: /^Target languages/ }), 'German');
    await user.click(await screen.findByRole('option', { name: 'German' }));
    await user.keyboard('{Escape}');
    await choose(user, 'Add a language group', 'Support docs', form);
    const chips = within(form)
      .getAllByRole('button', { name: /^Remove / })
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(chips.filter((c) => /German|French/.test(c ?? ''))).toHaveLength(2);
    expect(within(form).getByRole('button', { name: 'Remove German' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Remove French (France)' })).toBeInTheDocument();
  });
});
