// AI Translation's File tab, as a client fills it: one text file, a name, English (United States) into German.
import { expect, type Page } from '@playwright/test';

export async function requestFileTranslation(
  page: Page,
  name: string,
  fileName = 'Handbook.txt',
): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({
    name: fileName,
    mimeType: 'text/plain',
    buffer: Buffer.from('Welcome to the team. Read this first.'),
  });
  await expect(page.getByRole('list', { name: 'Files' })).toContainText(fileName);
  await page.getByLabel(/^Request name/).fill(name);
  await page.getByRole('combobox', { name: /^Source language/ }).fill('English (United');
  await page.getByRole('option', { name: 'English (United States)' }).click();
  await page.getByRole('combobox', { name: /^Target languages/ }).fill('Germ');
  await page.getByRole('option', { name: 'German' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Translate' }).click();
}
