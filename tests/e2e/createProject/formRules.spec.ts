// The request form in Chromium beyond the plain submit (part 2 §2.3, §4.2): the sign-up prompt after a
// visitor's request, sanitised instructions, reuse details and the organisation choice. Each rule's messages,
// the EXCEPT modes, a failed upload's retry and the inactive-client answers are component tests
// (tests/components/apps/createProject: formRules, submit, submissionModes, entry, signUpPrompt).
import { expect, test, type Page } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { openPortal } from '../support/backend';
import { openSignedIn } from '../support/signedIn';
import { FIRST_PAINT_MS } from '../support/timeouts';
import { codeSent, mailedCode } from '../support/verification';

const form = (page: Page) => page.getByRole('form', { name: 'Request form' });
type JournalEntry = { method: string; path: string; body?: unknown };
const journal = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/__fixtures/journal')).json()) as JournalEntry[]);
const postsTo = async (page: Page, suffix: string) =>
  (await journal(page)).filter((entry) => entry.method === 'POST' && entry.path.endsWith(suffix));

async function pickLanguage(page: Page, field: RegExp, name: string) {
  await form(page).getByRole('combobox', { name: field }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function addFiles(page: Page, names: string[]) {
  await form(page)
    .locator('input[type="file"]')
    .first()
    .setInputFiles(
      names.map((name) => ({ name, mimeType: 'application/octet-stream', buffer: Buffer.alloc(50_000, 66) })),
    );
}

/** A visitor's request through the e-mail step and the verification dialog, up to the success page. */
async function visitorRequest(page: Page, email: string) {
  await openPortal(page, '/createProject');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(form(page)).toBeVisible({ timeout: FIRST_PAINT_MS });
  await form(page)
    .getByRole('textbox', { name: /^First name/ })
    .fill('Tony');
  await form(page)
    .getByRole('textbox', { name: /^Last name/ })
    .fill('Visitor');
  await addFiles(page, ['spec.docx']);
  await pickLanguage(page, /^Source language/, 'English (United States)');
  await pickLanguage(page, /^Target languages/, 'German');
  await form(page)
    .getByRole('button', { name: /^Send / })
    .last()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(dialog).toBeVisible();
  await codeSent(dialog);
  await dialog.getByRole('textbox', { name: /^Verification code/ }).fill(await mailedCode(page, email));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Thank you! Your translation request has been submitted.')).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
}

test('the sign-up prompt after a visitor’s request creates the account', async ({ page }) => {
  await visitorRequest(page, 'tony@stark.example');
  const prompt = page.getByRole('form', { name: 'Create an account' });
  await expect(prompt).toBeVisible();
  await expectAxeClean(page, 'the sign-up prompt');
  await prompt.getByRole('button', { name: 'Create account' }).click();
  await expect(prompt.getByText('Required').first()).toBeVisible();
  await prompt.getByLabel(/^Password/).fill('Longer-pass-1');
  await prompt.getByLabel(/^Repeat password/).fill('Longer-pass-1');
  await prompt.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }).check();
  await prompt.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText(/^Your account has been created\. We have sent a verification link/),
  ).toBeVisible();
  const created = await postsTo(page, '/userAccount');
  expect(created).toHaveLength(1);
  expect(created[0]!.body).toMatchObject({
    clientId: 'stark',
    email: 'tony@stark.example',
    firstName: 'Tony',
    lastName: 'Visitor',
  });
});

test('the client’s instructions are sanitised: markup shows, a script or handler in them never runs', async ({
  page,
  cspViolations,
}) => {
  await openSignedIn(page, 'employee', '/createProject');
  // Poison Acme's instructions in the demo backend's state, as a compromised admin screen might.
  await page.evaluate(async () => {
    const state = (await (await fetch('/__fixtures/state')).json()) as {
      clientConfigs: Array<{ clientId: string; instructionalText?: string }>;
    };
    const acme = state.clientConfigs.find((config) => config.clientId === 'acme')!;
    acme.instructionalText =
      '<p><strong>Read first.</strong></p><script>window.__pwned = "script"</script>' +
      '<img src="x" alt="" onerror="window.__pwned = \'onerror\'"><a href="javascript:window.__pwned=\'link\'">Guide</a>';
    const response = await fetch('/__fixtures/state', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(state),
    });
    if (!response.ok) throw new Error(`state: ${response.status}`);
  });
  await openPortal(page, '/createProject');
  await expect(form(page)).toBeVisible({ timeout: FIRST_PAINT_MS });
  const instructions = page.getByText('Read first.');
  await expect(instructions).toBeVisible();
  await expect(instructions).toHaveJSProperty('tagName', 'STRONG');
  // The image (if kept) has had its handler removed; give it a chance to fail loading before checking.
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(await page.locator('main script, main [onerror]').count()).toBe(0);
  // The link's text stays; its javascript: address does not.
  await expect(page.getByText('Guide', { exact: true })).toBeVisible();
  expect(await page.locator('main [href^="javascript:"]').count()).toBe(0);
  // The policy is the second line of defence: what the poisoned text tries is refused (enforced), never run.
  for (const violation of cspViolations.splice(0))
    expect(violation).toMatch(/inline event handler|^enforce script-src-(attr|elem)/);
});

test('reuse details from the request list’s row menu fills a new request from the past one', async ({
  page,
}) => {
  await openSignedIn(page, 'employee', '/machineTranslation/fileTranslation');
  const list = page.getByRole('region', { name: 'Your requests' });
  const firstActions = list.getByRole('button', { name: /^Actions for / }).first();
  await expect(firstActions).toBeVisible({ timeout: FIRST_PAINT_MS });
  const requestName = (await firstActions.getAttribute('aria-label'))!.replace(/^Actions for /, '');
  await firstActions.click();
  await page.getByRole('menuitem', { name: 'Reuse details' }).click();
  await expect(page).toHaveURL(/\/createProject\?reuse=/);
  await expect(
    page.getByText(`Details of “${requestName}” are filled in: add the files and check the rest.`),
  ).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  await expect(form(page)).toBeVisible();
  await expect(form(page).locator('input[type="file"]').first()).toHaveValue('');
});

test('a signed-in user with linked organisations chooses one, then gets that organisation’s form', async ({
  page,
}) => {
  await openSignedIn(page, 'client', '/createProject');
  const choice = page.getByRole('radiogroup');
  await expect(choice).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expectAxeClean(page, 'the organisation choice');
  await choice.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(form(page)).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(form(page).getByRole('group', { name: 'Contact' })).toHaveCount(0);
});
