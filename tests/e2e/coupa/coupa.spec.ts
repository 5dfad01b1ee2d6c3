// Coupa in Chromium (part 2 §2.10): from the punch-out link through the list and a request's tabs, the
// failure sentence, the error page with markup in its message; axe on each page.
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { readPdf } from '../../support/pdf';
import { expectAxeClean } from '../support/axe';
import { injectFault, openPortal } from '../support/backend';
import { FIRST_PAINT_MS } from '../support/timeouts';

// Each test's own browser context starts on the seed: its first page load is the punch-out link itself.

test('the punch-out link signs in and opens the list; a request shows its tabs; axe-clean', async ({
  page,
}) => {
  await openPortal(page, '/coupa/starter/po-demo');
  await expect(page).toHaveURL(/\/coupa$/, { timeout: FIRST_PAINT_MS });
  const table = page.getByRole('table', { name: 'Coupa Requests' });
  await expect(table.getByRole('link', { name: 'Coupa - Packaging inserts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Request' })).toBeEnabled();
  await expectAxeClean(page, 'the Coupa list');

  await table.getByRole('link', { name: 'Coupa - Packaging inserts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupa - Packaging inserts' })).toBeVisible();
  await expect(page.getByText('Packaging_inserts.docx')).toBeVisible();
  await page.getByRole('tab', { name: 'Quote' }).click();
  // The document shows (framed as the page's own PDF where the browser has a viewer; the test browser, a
  // headless shell, has none and is offered the download), and it is the quote, not a 'Not found' page.
  if (await page.evaluate(() => navigator.pdfViewerEnabled))
    await expect(page.getByTitle(/^Quote: /)).toHaveAttribute('src', /^blob:/);
  else
    await expect(page.getByText('This browser cannot show the quote here.', { exact: false })).toBeVisible();
  const [quote] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Download Quote_.+\.pdf$/ }).click(),
  ]);
  expect((await readPdf(readFileSync((await quote.path())!))).text).toContain(
    'Quote confirmation - Coupa - Packaging inserts',
  );
  await expect(page.getByRole('button', { name: 'Accept Quote' })).toBeVisible();
  await expectAxeClean(page, 'the Coupa quote tab');
  await page.getByRole('tab', { name: 'Deliverables' }).click();
  await expect(
    page.getByText('Deliverable files are not available yet. Please try again later.'),
  ).toBeVisible();
});

test('an unknown punch-out says the sentence; the error page shows its message as text', async ({ page }) => {
  await openPortal(page, '/coupa/starter/po-unknown');
  await expect(page.getByRole('alert')).toHaveText('Unable to sign in.  Please try again later.', {
    timeout: FIRST_PAINT_MS,
  });
  let ran = false;
  page.on('dialog', (dialog) => {
    ran = true;
    void dialog.dismiss();
  });
  await openPortal(page, '/coupa/error?message=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3EExpired');
  await expect(page.getByText('<img src=x onerror=alert(1)>Expired')).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  expect(ran).toBe(false);
  await expectAxeClean(page, 'the Coupa error page');
});

test('accepting a quote returns to Coupa only through an http(s) address; reject; Download All', async ({
  page,
}) => {
  await openPortal(page, '/coupa/starter/po-1001');
  await expect(page).toHaveURL(/\/coupa$/, { timeout: FIRST_PAINT_MS });

  // The return address is Coupa's: answered here instead of leaving for the real site.
  await page.route('https://coupa.example.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Coupa</title><h1>Back in Coupa</h1>',
    }),
  );
  await openPortal(page, '/coupa/jr-coupa-quote');
  await page.getByRole('tab', { name: 'Quote' }).click({ timeout: FIRST_PAINT_MS });
  await page.getByRole('button', { name: 'Accept Quote' }).click();
  await expect(page).toHaveURL(/^https:\/\/coupa\.example\.com\/punchout\/return\?requestId=PR-884201$/);
  await expect(page.getByRole('heading', { name: 'Back in Coupa' })).toBeVisible();

  await openPortal(page, '/coupa/jr-webform-quote');
  await page.getByRole('tab', { name: 'Quote' }).click({ timeout: FIRST_PAINT_MS });
  await page.getByRole('button', { name: 'Reject Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject Quote' });
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill('  Over budget  ');
  await dialog.getByRole('button', { name: 'Reject Quote' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Quote rejected')).toBeVisible();

  await openPortal(page, '/coupa/jr-coupa-done');
  await page.getByRole('tab', { name: 'Deliverables' }).click({ timeout: FIRST_PAINT_MS });
  await page.getByRole('button', { name: 'Download All' }).click();
  const zip = page.getByRole('dialog', { name: 'Download all' });
  await expect(zip.getByRole('link', { name: 'Download zip file' })).toBeVisible();
  await expectAxeClean(page, 'the Coupa zip dialog');
  // The demo backend's files arrive as downloads (its service worker never answers a navigation).
  const [zipFile] = await Promise.all([
    page.waitForEvent('download'),
    zip.getByRole('link', { name: 'Download zip file' }).click(),
  ]);
  expect(zipFile.suggestedFilename()).toMatch(/\.zip$/);
  expect(await zipFile.failure()).toBeNull();
  await page.keyboard.press('Escape');
  await expect(zip).toBeHidden();
  const fileButton = page.getByRole('button', { name: /^Download .+\.docx$/ }).first();
  const fileName = (await fileButton.getAttribute('aria-label'))!.replace(/^Download /, '');
  const [file] = await Promise.all([page.waitForEvent('download'), fileButton.click()]);
  expect(file.suggestedFilename()).toBe(fileName);
  expect(await file.failure()).toBeNull();
});

// The other messages (409, no quote, no files for a language) are component tests on the same fixtures
// (tests/components/apps/coupa); here what needs a real browser: a second tab and a javascript: address.
test('a javascript: return address stays in the portal; a tab without the punch-out reference is refused', async ({
  page,
}) => {
  await openPortal(page, '/coupa/starter/po-1001');
  await expect(page).toHaveURL(/\/coupa$/, { timeout: FIRST_PAINT_MS });
  // The stored punch-out reference opens the shared request form; a tab without it is refused.
  await page.getByRole('button', { name: 'Create Request' }).click();
  await expect(page.getByRole('form', { name: 'Request form' })).toBeVisible({ timeout: FIRST_PAINT_MS });
  const otherTab = await page.context().newPage();
  await openPortal(otherTab, '/coupa/createQuote');
  await expect(otherTab.getByText('Invalid page URL', { exact: true })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  await otherTab.close();

  // An accept answered with a javascript: address: accepted, but nothing runs and the page stays.
  await injectFault(page, {
    method: 'POST',
    path: '/jobRequests/jr-coupa-quote/actions/acceptQuote',
    status: 200,
    body: { redirectUrl: 'javascript:document.title="pwned"' },
  });
  await openPortal(page, '/coupa/jr-coupa-quote');
  await page.getByRole('tab', { name: 'Quote' }).click({ timeout: FIRST_PAINT_MS });
  await page.getByRole('button', { name: 'Accept Quote' }).click();
  await expect(page.getByText('The quote was accepted. Return to Coupa to continue.')).toBeVisible();
  await expect(page).toHaveURL(/\/coupa\/jr-coupa-quote$/);
  expect(await page.title()).not.toBe('pwned');
});
