// The Media tab in Chromium (part 2 §2.9): the media requests, a request's page, and the create panel with
// its project types and a dubbing voice per target; axe on the list and the panel.
import { expect, test } from '@playwright/test';
import { expectAxeClean } from '../support/axe';
import { openPortal } from '../support/backend';
import { signInFromHome } from '../support/signIn';
import { FIRST_PAINT_MS } from '../support/timeouts';

test('media requests, a request page, and the create panel; axe-clean', async ({ page }) => {
  await signInFromHome(page, 'client');
  await openPortal(page, '/machineTranslation/mediaTranslation');
  const table = page.getByRole('table', { name: 'Your media requests' });
  await expect(table.getByRole('link', { name: 'Media - CEO town hall' })).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expectAxeClean(page, 'the media requests');

  await page.getByRole('button', { name: 'New media request' }).click();
  const drawer = page.getByRole('dialog', { name: 'New media request' });
  await expect(drawer.getByText('Replace the speech with an AI voice in each target language.')).toBeVisible();
  await expectAxeClean(page, 'the media panel, first step');
  await drawer.getByRole('button', { name: /^Dubbing/ }).click();
  await drawer.getByRole('combobox', { name: /^Target languages/ }).fill('Spanish');
  await page.getByRole('option', { name: 'Spanish (Spain)' }).click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: /^Voice for Spanish \(Spain\)/ }).click();
  await page.getByRole('option', { name: /^Aria/ }).click();
  await expect(drawer.getByLabel('Sample of Aria — female, warm')).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: /^Subtitle type/ })).toHaveCount(0);
  await expectAxeClean(page, 'the media panel, dubbing form');
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer).toBeHidden();

  await table.getByRole('link', { name: 'Media - CEO town hall' }).click();
  await expect(page).toHaveURL(/\/machineTranslation\/mediaTranslation\/jr-media-done$/);
  await expect(page.getByText('CEO_town_hall.mp4')).toBeVisible();
});
