// AI Translation in Chromium on the embedded fixtures: text translate → post-edit → copy, and a file
// request from upload to its row in Your requests, each screen axe-clean.
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe';
import { openPortal } from '../support/backend';
import { signInFromHome } from '../support/signIn';
import { FIRST_PAINT_MS } from '../support/timeouts';

async function openTool(page: Page, path: string) {
  await signInFromHome(page, 'client');
  await openPortal(page, path);
  await expect(page.getByRole('heading', { name: 'AI Translation' })).toBeVisible({ timeout: FIRST_PAINT_MS });
}

test('text: translate, post-edit with AI, copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openTool(page, '/machineTranslation');
  await expect(page).toHaveURL(/\/machineTranslation\/textTranslation$/);
  await expect(page.getByRole('tab', { name: 'Text', selected: true })).toBeVisible();

  await page.getByRole('button', { name: /^Target language/ }).click();
  await page.getByRole('option', { name: 'German' }).click();
  await page.getByLabel(/^Text to translate/).fill('hello   world ,again');
  await page.getByRole('button', { name: 'Translate' }).click();
  const result = page.getByRole('region', { name: 'Translation result' });
  await expect(result.getByLabel('Translated text')).toHaveValue(/^\[deu\] /);
  await expect(result.getByText('Detected language: English (United States)')).toBeVisible();
  await expectAxeClean(page, 'text translation result');

  await result.getByRole('button', { name: 'Post-edit with AI' }).click();
  await expect(result.getByRole('tab', { name: 'AI post-edited text', selected: true })).toBeVisible();
  await expect(result.getByRole('button', { name: 'Post-edit with AI' })).toBeDisabled();
  const edited = await result.getByLabel('Translated text').inputValue();

  await result.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);
});

test('files: upload a document and see the request in Your requests', async ({ page }) => {
  await openTool(page, '/machineTranslation/fileTranslation');
  await expect(page.getByRole('tab', { name: 'File', selected: true })).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'Handbook.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Welcome to the team. Read this first.'),
  });
  await expect(page.getByRole('list', { name: 'Files' })).toContainText('Handbook.txt');
  await page.getByLabel(/^Request name/).fill('Handbook in German');
  await page.getByRole('combobox', { name: /^Source language/ }).fill('English (United');
  await page.getByRole('option', { name: 'English (United States)' }).click();
  await page.getByRole('combobox', { name: /^Target languages/ }).fill('Germ');
  await page.getByRole('option', { name: 'German' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Translate' }).click();

  const table = page.getByRole('table', { name: 'Your requests' });
  const link = table.getByRole('link', { name: 'Handbook in German' });
  await expect(link).toBeVisible();
  await expectAxeClean(page, 'file translation with Your requests');

  await link.click();
  await expect(page.getByRole('heading', { name: 'Handbook in German' })).toBeVisible();
  await expect(page).toHaveURL(/\/machineTranslation\/fileTranslation\/[^/]+$/);
  await expectAxeClean(page, 'file translation request');
});

test('request detail: Request human translation through the drawer', async ({ page }) => {
  await openTool(page, '/machineTranslation/fileTranslation/jr-mt-done');
  await expect(page.getByRole('heading', { name: 'MT - Product FAQ' })).toBeVisible();
  await page.getByRole('button', { name: 'Request human translation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Request human translation' });
  await expect(drawer.getByLabel(/^Project name/)).toHaveValue('MT - Product FAQ');
  await expectAxeClean(page, 'escalation drawer');

  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer.getByRole('button', { name: /^Reason/ })).toHaveAttribute('aria-invalid', 'true');
  await drawer.getByRole('button', { name: /^Reason/ }).click();
  await page.getByRole('option', { name: 'Need human translation' }).click();
  await drawer.getByRole('button', { name: /^Department/ }).click();
  await page.getByRole('option', { name: 'Marketing' }).click();
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText(/Submitt(ing|ed) to Human Expert/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request human translation' })).toHaveCount(0);
});
