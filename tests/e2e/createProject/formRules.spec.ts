// The request form's rules in Chromium (part 2 §2.3, §4.2, §5): each input method's messages, the EXCEPT
// submission modes, a failed upload that keeps the form and retries without a second request, the
// sign-up prompt (and its absence), sanitised instructions, reuse details and the organisation choice.
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe';
import { injectFault, openOnSeed, openPortal } from '../support/backend';
import { signInFromHome } from '../support/signIn';
import { FIRST_PAINT_MS } from '../support/timeouts';
import { codeSent, mailedCode } from '../support/verification';

const form = (page: Page) => page.getByRole('form', { name: 'Request form' });
const send = (page: Page, name: 'Send to translation' | 'Send for estimation') => form(page).getByRole('button', { name });

type JournalEntry = { method: string; path: string; body?: unknown };
const journal = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/__fixtures/journal')).json()) as JournalEntry[]);
const postsTo = async (page: Page, suffix: string) =>
  (await journal(page)).filter((entry) => entry.method === 'POST' && entry.path.endsWith(suffix));

async function choose(page: Page, field: RegExp, option: string) {
  await form(page).getByRole('button', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function pickLanguage(page: Page, field: RegExp, name: string) {
  await form(page).getByRole('combobox', { name: field }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function addFiles(page: Page, names: string[]) {
  await form(page)
    .locator('input[type="file"]')
    .first()
    .setInputFiles(names.map((name) => ({ name, mimeType: 'application/octet-stream', buffer: Buffer.alloc(50_000, 66) })));
}

async function chooseServiceIfAsked(page: Page) {
  const service = form(page).getByRole('button', { name: /^Service/ });
  if (await service.count()) {
    await service.click();
    await page.getByRole('option').first().click();
  }
}

test('signed in: each input method’s messages, the EXCEPT mode, and a failed upload that keeps the form', async ({ page }) => {
  await signInFromHome(page, 'employee');
  await openPortal(page, '/createProject');
  await expect(form(page)).toBeVisible({ timeout: FIRST_PAINT_MS });

  // Files: nothing chosen.
  await send(page, 'Send to translation').click();
  await expect(form(page).getByText('Required. Add at least one file.')).toBeVisible();

  // Typed text: blank after trimming.
  await form(page).getByRole('radio', { name: 'Type or paste text' }).check();
  const text = form(page).getByRole('textbox', { name: /^Text/ });
  await text.fill('   ');
  await send(page, 'Send to translation').click();
  await expect(text).toHaveAttribute('aria-invalid', 'true');

  // Links: required, format, duplicate URL, duplicate name — each in its own words.
  await form(page).getByRole('radio', { name: 'Links to files' }).check();
  await send(page, 'Send to translation').click();
  await expect(form(page).getByText('Required. Add at least one link.')).toBeVisible();
  const url = form(page).getByRole('textbox', { name: 'Link URL' });
  const name = form(page).getByRole('textbox', { name: 'Link name' });
  const addLink = form(page).getByRole('button', { name: 'Add link' });
  await url.fill('not a url');
  await name.fill('Brief');
  await addLink.click();
  await expect(form(page).getByText('Invalid URL format')).toBeVisible();
  await url.fill('https://files.example/brief.pdf');
  await addLink.click();
  await expect(form(page).getByText('https://files.example/brief.pdf')).toBeVisible();
  await url.fill('https://files.example/brief.pdf');
  await name.fill('Other');
  await addLink.click();
  await expect(form(page).getByText('This URL has already been added')).toBeVisible();
  await url.fill('https://files.example/other.pdf');
  await name.fill('Brief');
  await addLink.click();
  await expect(form(page).getByText('A link with this name has already been added')).toBeVisible();

  // SUBMIT_FOR_TRANSLATION_EXCEPT: Acme estimates legal work first.
  await choose(page, /^Department/, 'Legal');
  await expect(send(page, 'Send for estimation')).toBeVisible();
  await expect(send(page, 'Send to translation')).toHaveCount(0);
  await choose(page, /^Department/, 'Marketing');
  await expect(send(page, 'Send to translation')).toBeVisible();

  // Files, then an upload that fails: the step is named, nothing is lost, the retry creates nothing new.
  await form(page).getByRole('radio', { name: /^Upload files/ }).check();
  await addFiles(page, ['contract.docx', 'annex.docx']);
  await pickLanguage(page, /^Target languages/, 'German');
  await chooseServiceIfAsked(page);
  await injectFault(page, { method: 'POST', path: '^/__uploads/.*', status: 503, body: { message: 'Storage unavailable' } });
  await send(page, 'Send to translation').click();
  await expect(form(page).getByText(/^Your files could not be uploaded: /)).toBeVisible();
  await expect(form(page).getByText('contract.docx')).toBeVisible();
  await expect(form(page).getByText('annex.docx')).toBeVisible();
  await expect(form(page).getByText('German')).toBeVisible();
  await send(page, 'Send to translation').click();
  await expect(page.getByText('Thank you! Your translation request has been submitted.')).toBeVisible();
  expect(await postsTo(page, '/projects')).toHaveLength(1);
});

test('SUBMIT_FOR_ESTIMATION_EXCEPT by the client’s link: a patient letter goes straight to translation', async ({ page }) => {
  await openOnSeed(page, '/createProject/umbrella/umbrella-create');
  await expect(form(page)).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(send(page, 'Send for estimation')).toBeVisible();
  await expect(send(page, 'Send to translation')).toHaveCount(0);
  await choose(page, /^Document type/, 'Patient letter');
  await expect(send(page, 'Send to translation')).toBeVisible();
  await expect(send(page, 'Send for estimation')).toHaveCount(0);
  await choose(page, /^Document type/, 'Consent form');
  await expect(send(page, 'Send for estimation')).toBeVisible();
});

/** A visitor's request through the e-mail step and the verification dialog, up to the success page. */
async function visitorRequest(page: Page, email: string) {
  await openPortal(page, '/createProject');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(form(page)).toBeVisible({ timeout: FIRST_PAINT_MS });
  await form(page).getByRole('textbox', { name: /^First name/ }).fill('Tony');
  await form(page).getByRole('textbox', { name: /^Last name/ }).fill('Visitor');
  await addFiles(page, ['spec.docx']);
  await pickLanguage(page, /^Source language/, 'English (United States)');
  await pickLanguage(page, /^Target languages/, 'German');
  await form(page).getByRole('button', { name: /^Send / }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(dialog).toBeVisible();
  await codeSent(dialog);
  await dialog.getByRole('textbox', { name: /^Verification code/ }).fill(await mailedCode(page, email));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Thank you! Your translation request has been submitted.')).toBeVisible({ timeout: FIRST_PAINT_MS });
}

test('the sign-up prompt after a visitor’s request creates the account; a client without self-registration shows none', async ({ page }) => {
  await openOnSeed(page, '/');
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
  await expect(page.getByText(/^Your account has been created\. We have sent a verification link/)).toBeVisible();
  const created = await postsTo(page, '/userAccount');
  expect(created).toHaveLength(1);
  expect(created[0]!.body).toMatchObject({ clientId: 'stark', email: 'tony@stark.example', firstName: 'Tony', lastName: 'Visitor' });

  await visitorRequest(page, 'gavin@hooli.example');
  await expect(page.getByRole('form', { name: 'Create an account' })).toHaveCount(0);
});

test('the client’s instructions are sanitised: markup shows, a script or handler in them never runs', async ({ page }) => {
  await signInFromHome(page, 'employee');
  // Poison Acme's instructions in the demo backend's state, as a compromised admin screen might.
  await page.evaluate(async () => {
    const state = (await (await fetch('/__fixtures/state')).json()) as {
      clientConfigs: Array<{ clientId: string; instructionalText?: string }>;
    };
    const acme = state.clientConfigs.find((config) => config.clientId === 'acme')!;
    acme.instructionalText =
      '<p><strong>Read first.</strong></p><script>window.__pwned = "script"</script>' +
      '<img src="x" alt="" onerror="window.__pwned = \'onerror\'"><a href="javascript:window.__pwned=\'link\'">Guide</a>';
    const response = await fetch('/__fixtures/state', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(state) });
    if (!response.ok) throw new Error(`state: ${response.status}`);
  });
  await openPortal(page, '/createProject');
  await expect(form(page)).toBeVisible({ timeout: FIRST_PAINT_MS });
  const instructions = page.getByText('Read first.');
  await expect(instructions).toBeVisible();
  await expect(instructions).toHaveJSProperty('tagName', 'STRONG');
  // The image (if kept) has had its handler removed; give it a chance to fail loading before checking.
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(await page.locator('main script, main [onerror]').count()).toBe(0);
  // The link's text stays; its javascript: address does not.
  await expect(page.getByText('Guide', { exact: true })).toBeVisible();
  expect(await page.locator('main [href^="javascript:"]').count()).toBe(0);
});

test('reuse details from the request list’s row menu fills a new request from the past one', async ({ page }) => {
  await signInFromHome(page, 'employee');
  await openPortal(page, '/machineTranslation/fileTranslation');
  const list = page.getByRole('region', { name: 'Your requests' });
  const firstActions = list.getByRole('button', { name: /^Actions for / }).first();
  await expect(firstActions).toBeVisible({ timeout: FIRST_PAINT_MS });
  const requestName = (await firstActions.getAttribute('aria-label'))!.replace(/^Actions for /, '');
  await firstActions.click();
  await page.getByRole('menuitem', { name: 'Reuse details' }).click();
  await expect(page).toHaveURL(/\/createProject\?reuse=/);
  await expect(page.getByText(`Details of “${requestName}” are filled in: add the files and check the rest.`)).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  await expect(form(page)).toBeVisible();
  await expect(form(page).locator('input[type="file"]').first()).toHaveValue('');
});

test('a signed-in user with linked organisations chooses one, then gets that organisation’s form', async ({ page }) => {
  await signInFromHome(page, 'client');
  await openPortal(page, '/createProject');
  const choice = page.getByRole('radiogroup');
  await expect(choice).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expectAxeClean(page, 'the organisation choice');
  await choice.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(form(page)).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(form(page).getByRole('group', { name: 'Contact' })).toHaveCount(0);
});

test('inactive companies: a visitor whose only match is suspended, and a signed-in user whose own client was deactivated', async ({ page }) => {
  await openOnSeed(page, '/createProject');
  await page.getByRole('textbox', { name: /^Email/ }).fill('bruce@wayne.example');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your company account is inactive. Please contact support.')).toBeVisible({ timeout: FIRST_PAINT_MS });

  await signInFromHome(page, 'employee');
  await page.evaluate(async () => {
    const state = (await (await fetch('/__fixtures/state')).json()) as { clientConfigs: Array<{ clientId: string; status: string }> };
    state.clientConfigs.find((config) => config.clientId === 'acme')!.status = 'INACTIVE';
    const response = await fetch('/__fixtures/state', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(state) });
    if (!response.ok) throw new Error(`state: ${response.status}`);
  });
  await openPortal(page, '/createProject');
  await expect(page.getByText('Your company account is inactive. Please contact support.')).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(form(page)).toHaveCount(0);
});
