// The interface language in account settings: the same choice as the footer's, remembered for the browser.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../../../../src/platform/i18n/localeChoice';
import { choose, selectButton } from '../../../support/choose';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderShell } from '../../../support/renderTool';
import { openAccountSettings } from './support';

useFixtureServer();

describe('the interface language in account settings', () => {
  it('is the footer’s choice: chosen in either place, shown and remembered in both', async () => {
    const { user } = await renderShell('/', { as: 'employee' });
    const drawer = await openAccountSettings('employee');
    expect(selectButton('Interface language', drawer)).toHaveTextContent('English');
    await choose(user, 'Interface language', 'Deutsch', drawer);
    // The setting's own words change with it.
    expect(await within(drawer).findByText(/^Wird für diesen Browser gespeichert/)).toBeInTheDocument();
    expect(selectButton('Sprache der Oberfläche', drawer)).toHaveTextContent('Deutsch');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(footer).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en'));
    const reopened = await openAccountSettings('employee');
    expect(selectButton('Interface language', reopened)).toHaveTextContent('English');
  });
});
