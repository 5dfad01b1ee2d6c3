// AI Translation in Chromium on the embedded fixtures: text translate → post-edit → copy, and the human
// expert drawer, each screen axe-clean. The File tab's list and request page: fileRequests.spec.ts and
// requestDetail.spec.ts; the tabs' settings: tabs.spec.ts.
import { expect, test, type Page } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { injectFault } from '../support/backend';
import { FIRST_PAINT_MS } from '../support/timeouts';
import { openSignedIn } from '../support/signedIn';

async function openTool(page: Page, path: string) {
  await openSignedIn(page, 'client', path);
  await expect(page.getByRole('tablist', { name: 'Translation type' })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
}

test('text: translate, post-edit with AI, copy; a failed post-edit', async ({ page, context }) => {
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

  // Changing the text resets the post-edit; a failed one says so in the spec's words.
  await page.getByLabel(/^Text to translate/).pressSequentially('!');
  await expect(result.getByRole('tab')).toHaveCount(0);
  await injectFault(page, {
    method: 'POST',
    path: '/api/v1/machineTranslation/actions/postEditText',
    status: 500,
    body: {},
  });
  await result.getByRole('button', { name: 'Post-edit with AI' }).click();
  await expect(result.getByText('Failed to post-edit text. Please try again.')).toBeVisible();
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
