// As once reported: on an AI Translation request's page, a file's download address answered as
// `javascript:…` (any case, a leading space) ran in the portal's origin when the file was clicked. The
// answer is injected with the fixtures' fault control (status 200 and a body); the portal refuses it with
// the generic error and no script runs.
import { expect, test } from '../support/test';
import { injectFault } from '../support/backend';
import { openSignedIn } from '../support/signedIn';
import { FIRST_PAINT_MS } from '../support/timeouts';

// What the script would leave behind if it ran: a mark on the page and an alert.
const PAYLOAD = " JavaScript:document.documentElement.dataset.owned='yes';alert(document.domain)";

test('a javascript: download address runs no script; the generic error shows', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openSignedIn(page, 'client', '/machineTranslation/fileTranslation/jr-mt-done');
  const german = page.getByRole('list', { name: /^German/ });
  await expect(german).toBeVisible({ timeout: FIRST_PAINT_MS });

  await injectFault(page, {
    method: 'GET',
    path: '/api/v1/jobRequests/jr-mt-done/files/**/downloadUrl',
    status: 200,
    body: { downloadUrl: PAYLOAD },
  });
  await german
    .getByRole('button', { name: /^Download / })
    .first()
    .click();

  // Whichever comes first: the refusal, or the mark of a script that ran.
  const owned = page.locator('html[data-owned]');
  const refused = page.getByText('Unexpected error');
  await expect(refused.or(owned)).toBeAttached();
  await expect(owned).toHaveCount(0);
  await expect(refused).toBeVisible();
  expect(dialogs).toEqual([]);
  // Still the request's page: nothing navigated away.
  await expect(page).toHaveURL(/\/machineTranslation\/fileTranslation\/jr-mt-done$/);
});
