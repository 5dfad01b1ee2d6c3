// Create request in Chromium (part 2 §2.2–§2.3, §4.2; part 1 §4 e-mail verification dialog): a signed-in
// user's three-file request with its progress dialog, a visitor's estimate through the verification
// dialog, the entry branches and the client's sanitised instructions.
import { expect, test, type Page } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { openOnSeed } from '../support/backend';
import { recordProgress } from '../support/progress';
import { FIRST_PAINT_MS, UPLOAD_MS } from '../support/timeouts';
import { codeSent, mailedCode } from '../support/verification';
import { openSignedIn } from '../support/signedIn';

const form = (page: Page) => page.getByRole('form', { name: 'Request form' });

async function addFiles(page: Page, names: string[]) {
  await form(page)
    .locator('input[type="file"]')
    .first()
    .setInputFiles(
      names.map((name, index) => ({
        name,
        mimeType: 'application/octet-stream',
        buffer: Buffer.alloc(200_000 * (index + 1), 65),
      })),
    );
}

async function addTarget(page: Page, name: string) {
  await form(page)
    .getByRole('combobox', { name: /^Target languages/ })
    .fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

test('a signed-in user sends three files to translation; the progress climbs to 95 then 100; axe-clean', async ({
  page,
}) => {
  await openSignedIn(page, 'employee', '/createProject');
  await expect(form(page)).toBeVisible({ timeout: FIRST_PAINT_MS });
  // Acme's instructions are HTML: shown as markup, sanitised.
  await expect(page.getByText('Legal documents are always quoted first.')).toBeVisible();
  await expectAxeClean(page, 'the request form');

  await addFiles(page, ['one.docx', 'two.docx', 'three.docx']);
  await addTarget(page, 'German');
  await form(page)
    .getByRole('button', { name: /^Department/ })
    .click();
  await page.getByRole('option', { name: 'Marketing' }).click();
  // Acme offers services (fixtures/data/clientConfigs.ts): choose one. Asked, never guessed from a count,
  // which could be taken before the client's settings arrived.
  await form(page)
    .getByRole('button', { name: /^Service/ })
    .click();
  await page.getByRole('option').first().click();
  const progress = await recordProgress(page, 'Submission progress', '[role="alertdialog"]');
  await form(page).getByRole('button', { name: 'Send to translation' }).click();
  const success = page.getByText('Thank you! Your translation request has been submitted.');
  await expect(success).toBeVisible({ timeout: UPLOAD_MS });
  // The page that replaced the long form starts at its top: the message is on screen, not below an empty page.
  await expect(success).toBeInViewport();
  const seen = await progress();
  const values = seen.map(({ value }) => value);
  // One figure: it never goes back, stays at 95 or under until every file is up, and the words say it.
  expect(values).toEqual([...values].sort((a, b) => a - b));
  expect(values.at(-1)).toBe(100);
  expect(Math.max(...values.slice(0, -1))).toBeLessThanOrEqual(95);
  for (const { value, text } of seen) expect(text).toContain(`${value}% · `);
  expect(seen.at(-1)!.text).toMatch(/ · 1\.1 MB of 1\.1 MB$/);
  await expectAxeClean(page, 'the success page');
});

// The verification dialog's rules (Verify at six characters, a wrong code, resend) are component tests
// (tests/components/widgets/emailVerificationDialog.test.tsx); here a visitor goes through it with the mailed code.
test('a visitor asks for an estimate on a phone and verifies the e-mail with the mailed code', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openOnSeed(page, '/createProject');
  await page.getByRole('textbox', { name: /^Email/ }).fill('visitor@nowhere.example');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(form(page)).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(form(page).getByRole('button', { name: 'Send to translation' })).toHaveCount(0);
  await form(page)
    .getByRole('textbox', { name: /^First name/ })
    .fill('Vera');
  await form(page)
    .getByRole('textbox', { name: /^Last name/ })
    .fill('Visitor');
  await addFiles(page, ['leaflet.docx']);
  await form(page)
    .getByRole('combobox', { name: /^Source language/ })
    .fill('English (United States)');
  await page.getByRole('option', { name: 'English (United States)', exact: true }).click();
  await addTarget(page, 'French (France)');
  await form(page).getByRole('button', { name: 'Send for estimation' }).click();

  const dialog = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page, 'the verification dialog');
  await codeSent(dialog);
  await dialog
    .getByRole('textbox', { name: /^Verification code/ })
    .fill(await mailedCode(page, 'visitor@nowhere.example'));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  const success = page.getByText('Thank you! Your quote request has been submitted.');
  await expect(success).toBeVisible();
  // Above the sign-up prompt, at the top of the page that replaced the form.
  await expect(success).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('entry branches: a visitor of several companies chooses one (or cancels home); a spec-form external link opens its form; the others are component tests', async ({
  page,
}) => {
  // An inactive company, one that refuses visitors and a bad link: tests/components/apps/createProject/entry.
  await openOnSeed(page, '/createProject');
  const email = page.getByRole('textbox', { name: /^Email/ });
  await email.fill('buyer@holding.example');
  await page.getByRole('button', { name: 'Continue' }).click();
  const choice = page.getByRole('radiogroup', {
    name: 'Several companies match this e-mail address; choose one:',
  });
  await expect(choice.getByRole('radio')).toHaveCount(2);
  await expectAxeClean(page, 'the company choice');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/$/);

  // An external link as the spec writes it (part 2 §2.1: the client id base64, then URL-encoded), typed
  // into the address bar: the served page and the router hand the segment over, and it opens acme's form.
  await page.goto('/createProject/YWNtZQ%3D%3D/acme-create-2024');
  await expect(form(page)).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(page.getByText('Invalid URL')).toHaveCount(0);
});
