// An AI Translation file request's page in Chromium on the embedded fixtures (part 2 §2.7, §2.8, §4.2, §5,
// §8): translated files per target language and their downloads, the status explanations, the human
// project, Download all with one automatic retry after FAILED (the zip status answered FAILED by an
// injected fault), and the escalation drawer with each reason and its validation.
import { expect, test, type Page } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { fixtureJournal, fixtureState, injectFault, openPortal } from '../support/backend';
import { FIRST_PAINT_MS } from '../support/timeouts';
import { openSignedIn } from '../support/signedIn';

const PAGE = '/machineTranslation/fileTranslation';
type StoredRequest = {
  id: string;
  name: string;
  status: string;
  origination: string;
  clientId?: string;
  notes?: string;
  requestType?: string;
  files: { category: string }[];
};

async function openRequest(page: Page, id: string, name: string, signIn = true) {
  if (signIn) await openSignedIn(page, 'client', `${PAGE}/${id}`);
  else await openPortal(page, `${PAGE}/${id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: FIRST_PAINT_MS });
}

const stored = async (page: Page, id: string) =>
  (await fixtureState<{ jobRequests: StoredRequest[] }>(page)).jobRequests.find((r) => r.id === id)!;
const zipPosts = async (page: Page, id: string) =>
  (await fixtureJournal(page)).filter(
    (e) => e.method === 'POST' && e.path.endsWith(`/jobRequests/${id}/actions/zipTranslatedFiles`),
  ).length;

async function explains(page: Page, label: string, text: RegExp) {
  const info = page.getByRole('button', { name: `About the status ${label}` });
  await expect(info).toHaveAccessibleDescription(text);
  await info.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tooltip')).toHaveText(text);
  await expectAxeClean(page, `status explanation of ${label}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
  await expect(info).toBeFocused();
}

test('files per target language, downloads, Download all with one automatic retry after FAILED', async ({
  page,
}) => {
  await openRequest(page, 'jr-mt-done', 'MT - Product FAQ');
  for (const language of ['Spanish (Spain)', 'French (France)', 'German']) {
    const files = page.getByRole('list', {
      name: new RegExp(`^${language.replace(/[()]/g, '\\$&')} \\(AI score \\d of 5\\)$`),
    });
    await expect(files.getByRole('button', { name: /^Download / })).toHaveCount(2);
    await expect(files.getByText(/^AI score \d of 5$/)).toHaveCount(2);
  }
  await expect(page.getByRole('button', { name: 'About the status Completed' })).toHaveCount(0);

  // The first status answer is FAILED: the dialog asks for the zip again by itself and gets the link.
  await injectFault(page, {
    method: 'GET',
    path: '/api/v1/jobRequests/jr-mt-done/actions/zipTranslatedFiles/status',
    status: 200,
    body: { status: 'FAILED' },
  });
  await page.getByRole('button', { name: 'Download all' }).click();
  const zip = page.getByRole('dialog', { name: 'Download all' });
  await expect(zip.getByRole('link', { name: 'Download zip file' })).toHaveAttribute('href', /jr-mt-done/);
  expect(await zipPosts(page, 'jr-mt-done')).toBe(1);
  await expectAxeClean(page, 'zip dialog with its link');
  await page.keyboard.press('Escape');
  await expect(zip).toBeHidden();

  // FAILED after the retry too: the spec's failure text.
  await injectFault(page, {
    method: 'GET',
    path: '/api/v1/jobRequests/jr-mt-done/actions/zipTranslatedFiles/status',
    status: 200,
    body: { status: 'FAILED' },
    times: 2,
  });
  await page.getByRole('button', { name: 'Download all' }).click();
  await expect(zip.getByText('Oops, something went wrong. Please try again.')).toBeVisible();
  expect(await zipPosts(page, 'jr-mt-done')).toBe(2);
});

test('status explanations for FAILED and SUBMITTED_TO_XTRF; the human project after escalation', async ({
  page,
}) => {
  await openRequest(page, 'jr-mt-failed', 'MT - Scanned invoice');
  await explains(page, 'Failed', /could not be completed/);
  await expect(page.getByRole('button', { name: 'Request human translation' })).toBeVisible();

  await openRequest(page, 'jr-mt-escalated', 'MT - Supplier contract', false);
  await explains(page, 'Submitted to Human Expert', /A human expert now handles this request/);
  await expect(page.getByText('Supplier contract (human review)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request human translation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Rename' })).toBeEnabled();
});

// The drawer's rules (a required reason, Other's text, the project name's characters) and the Clean up
// formatting request are component and flow tests (escalation.test.tsx, flows/humanEscalation.test.ts);
// here the whole way, in the browser, to what the backend stored.
test('escalation: Other with its reason and a department reach the stored notes', async ({ page }) => {
  await openRequest(page, 'jr-mt-failed', 'MT - Scanned invoice');
  await page.getByRole('button', { name: 'Request human translation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Request human translation' });
  await drawer.getByLabel(/^Project name/).fill('Scanned invoice (human)');
  await drawer.getByRole('button', { name: /^Reason/ }).click();
  await page.getByRole('option', { name: 'Other' }).click();
  await drawer.getByLabel(/^Other reason/).fill('The scan is hard to read');
  await drawer.getByRole('button', { name: /^Department/ }).click();
  await page.getByRole('option', { name: 'Marketing' }).click();
  await drawer.getByLabel(/^Notes/).fill('Totals matter most.');
  await expectAxeClean(page, 'escalation drawer with Other');
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText(/Submitt(ing|ed) to Human Expert/).first()).toBeVisible();
  const failed = await stored(page, 'jr-mt-failed');
  expect(failed.notes).toBe(
    'Source: AI Translation request "MT - Scanned invoice" (jr-mt-failed)\nReason: Other - The scan is hard to read\n\nTotals matter most.',
  );
  expect(failed.requestType).toBe('QUOTE_REQUEST');
});
