// Every page of the portal at a phone's width (390 px), with its dialogs, drawers and menus open: the page
// itself never scrolls sideways (a wide table scrolls in its own box). The screens no flow reaches (the
// home, sign-in, error pages, the quote's dialogs, menus) are also scanned by axe, which fails on a
// violation of any impact; the flows scan their own screens (tests/e2e/<area>). Several screens per test,
// each waiting for its content (rows, headings) before it is checked; every screen that scrolls sideways is
// reported (soft checks).
import { expect, test, type Locator, type Page } from './support/test';
import { expectAxeClean } from './support/axe';
import { encodeClientLink } from '../../src/platform/domain/clientLink';
import { goInApp, openOnSeed, openPortal } from './support/backend';
import { openSignedIn } from './support/signedIn';
import { submitSignIn } from './support/signIn';
import { PLACEHOLDER_TOOL_PATHS } from './support/placeholderTools';
import { expectNoSidewaysScroll } from './support/sideways';
import { FIRST_PAINT_MS } from './support/timeouts';

test.use({ viewport: { width: 390, height: 844 } });
// Many screens per test: allow for a loaded machine.
test.describe.configure({ timeout: 240_000 });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const rowHeaders = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).getByRole('rowheader');

/** A screen as it is now: no sideways scroll (soft), and with `axe`, no axe violation. */
async function check(page: Page, what: string, { axe = false, popupOpen = false } = {}) {
  await expectNoSidewaysScroll(page, what);
  if (axe) await expectAxeClean(page, what, { popupOpen });
}

/** Goes to `path`, waits for what shows the page is there, and checks it. */
async function visit(page: Page, path: string, ready: (page: Page) => Locator = h1, { axe = false } = {}) {
  await goInApp(page, path);
  await expect(ready(page)).toBeVisible({ timeout: FIRST_PAINT_MS });
  await check(page, path, { axe });
}

/** Checks with `overlay` open (a dialog, or a popup: a menu or listbox), then closes it with Escape. */
async function withOpen(page: Page, overlay: Locator, what: string, { axe = false, popupOpen = false } = {}) {
  await expect(overlay).toBeVisible({ timeout: FIRST_PAINT_MS });
  await check(page, what, { axe, popupOpen });
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
}

test('signed out: home, sign-in and its MFA step, sign-up, a visitor request, the error pages', async ({
  page,
}) => {
  // The sections below the hero arrive in a chunk of their own: checked with them.
  await visit(page, '/', (p) => p.getByRole('region', { name: 'Questions?' }), { axe: true });
  await visit(page, '/signIn', (p) => p.getByRole('textbox', { name: 'Username' }), { axe: true });
  await visit(page, '/signUp', (p) => p.getByLabel(/^First name/));
  await visit(page, `/signUp/${encodeClientLink('stark', 'stark-signup')}`, (p) =>
    p.getByLabel(/^First name/),
  );
  await visit(page, '/createProject', (p) => p.getByRole('textbox', { name: /^Email/ }));
  await visit(page, '/confirmEmail');
  await visit(page, '/coupa/error?message=Your%20Coupa%20session%20has%20expired', (p) =>
    p.getByText('Your Coupa session has expired'),
  );
  await visit(page, '/coupa/starter/po-unknown', (p) => p.getByRole('alert'));
  await visit(page, '/nowhere/to/be/found', h1, { axe: true });

  await visit(page, '/signIn', (p) => p.getByRole('textbox', { name: 'Username' }));
  await submitSignIn(page, 'mfa');
  await expect(page.getByRole('textbox', { name: 'Authentication code' })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  await check(page, 'the MFA step', { axe: true });
});

test('the quote page with its terms, payment and reject dialogs, and its result screens', async ({
  page,
}) => {
  await openOnSeed(page, '/quotes/aq-ready');
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible({ timeout: FIRST_PAINT_MS });
  await check(page, 'the quote page', { axe: true });
  await page.getByRole('button', { name: 'Read the Terms and Conditions' }).click();
  await withOpen(page, page.getByRole('dialog', { name: 'Terms and Conditions' }), 'the terms dialog', {
    axe: true,
  });
  await page.getByRole('checkbox', { name: /agree to the Terms/ }).check();
  await page.getByRole('button', { name: 'Accept' }).click();
  const payment = page.getByRole('dialog', { name: 'How would you like to pay?' });
  await expect(payment).toBeVisible();
  await check(page, 'the payment dialog', { axe: true });
  await payment.getByRole('radio', { name: 'Credit Card' }).click();
  await payment.getByRole('button', { name: 'Accept quote' }).click();
  await expect(payment.getByText('Required').first()).toBeVisible();
  await check(page, 'the payment dialog with its errors', { axe: true });
  await page.keyboard.press('Escape');
  await expect(payment).toBeHidden();
  await page.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject this quote' });
  await expect(reject).toBeVisible();
  await check(page, 'the reject dialog', { axe: true });
  await reject.getByRole('button', { name: 'Reject quote' }).click();
  await expect(page.getByRole('heading', { name: 'Your quote has been rejected' })).toBeVisible();
  await check(page, 'the rejected quote', { axe: true });
  await visit(page, '/quotes/aq-expired', h1, { axe: true });
  await visit(page, '/quotes/no-such-quote');
});

test('a client: home, user menu, account settings with its tabs and row menu', async ({ page }) => {
  await openSignedIn(page, 'client');
  await expect(page.getByRole('list', { name: 'Your Tools' })).toBeVisible({ timeout: FIRST_PAINT_MS });
  await check(page, 'the signed-in home', { axe: true });

  await page.getByRole('banner').getByRole('button', { name: 'client', exact: true }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await check(page, 'the open user menu', { axe: true, popupOpen: true });
  await page.getByRole('menuitem', { name: 'Account settings', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Account settings' });
  await expect(drawer.getByRole('heading', { name: 'Profile' })).toBeVisible({ timeout: FIRST_PAINT_MS });
  await check(page, 'account settings: Profile', { axe: true });
  await drawer.getByRole('tab', { name: 'Language Groups' }).click();
  await expect(drawer.getByRole('region', { name: 'Personal language groups' })).toBeVisible();
  await check(page, 'account settings: Language Groups');
  await drawer.getByRole('tab', { name: 'Organization Users' }).click();
  const users = drawer.getByRole('table');
  await expect(users.getByRole('rowheader').first()).toBeVisible();
  await check(page, 'account settings: Organization Users');
  await users
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await check(page, 'an organisation user’s row menu');
});

test('a client: create request, reports and the other tools', async ({ page }) => {
  await openSignedIn(page, 'client', '/createProject');
  await expect(page.getByRole('radio', { name: 'Acme Corporation' })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  await check(page, 'the organisation choice of a new request');
  await page.getByRole('radio', { name: 'Acme Corporation' }).check();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('form', { name: 'Request form' })).toBeVisible({ timeout: FIRST_PAINT_MS });
  await check(page, 'the request form');

  await visit(page, '/reports', (p) => p.getByRole('link', { name: /^Client contacts/ }));
  await visit(page, '/reports/rpt-client-contacts', (p) =>
    p.getByRole('table', { name: 'Client contacts' }).getByRole('cell').first(),
  );
  await visit(page, '/reports/rpt-project-status', (p) => p.getByRole('table').getByRole('cell').first());
  await visit(page, '/changePassword', (p) => p.getByRole('dialog', { name: 'Change your password' }));
  for (const path of ['/consoleHelp', ...PLACEHOLDER_TOOL_PATHS])
    // The placeholder tools are one page with other words: one is scanned.
    await visit(page, path, h1, { axe: path === '/consoleHelp' });
});

test('AI Translation: the Text tab, the file list with its row menu, filter, rename and archive, a file request', async ({
  page,
}) => {
  await openSignedIn(page, 'client', '/machineTranslation/textTranslation');
  await expect(page.getByRole('tab', { name: 'Text', selected: true })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  await check(page, 'the Text tab');

  await visit(page, '/machineTranslation/fileTranslation', (p) => rowHeaders(p, 'Your requests').first());
  const files = page.getByRole('table', { name: 'Your requests' });
  await files.getByRole('button', { name: 'Actions for MT - Product FAQ' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await check(page, 'a file request’s row menu', { axe: true, popupOpen: true });
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await withOpen(page, page.getByRole('dialog', { name: 'Rename request' }), 'the rename dialog');
  await files.getByRole('button', { name: 'Actions for MT - Product FAQ' }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await withOpen(page, page.getByRole('dialog', { name: 'Archive request' }), 'the archive dialog');
  await page.getByRole('button', { name: /^Status/ }).click();
  await withOpen(page, page.getByRole('listbox'), 'the status filter', { axe: true, popupOpen: true });

  await visit(page, '/machineTranslation/fileTranslation/jr-mt-done', (p) =>
    p.getByRole('heading', { name: 'MT - Product FAQ' }),
  );
  await page.getByRole('button', { name: 'Download all' }).click();
  await withOpen(page, page.getByRole('dialog', { name: 'Download all' }), 'the zip dialog');
  await page.getByRole('button', { name: 'Request human translation' }).click();
  await withOpen(
    page,
    page.getByRole('dialog', { name: 'Request human translation' }),
    'the escalation drawer',
  );
});

test('AI Translation: the media list with its drawer, a media request', async ({ page }) => {
  await openSignedIn(page, 'client', '/machineTranslation/mediaTranslation');
  await expect(rowHeaders(page, 'Your media requests').first()).toBeVisible({ timeout: FIRST_PAINT_MS });
  await check(page, 'the media list');
  await page.getByRole('button', { name: 'New media request' }).click();
  const drawer = page.getByRole('dialog', { name: 'New media request' });
  await expect(drawer.getByRole('button', { name: /^Dubbing/ })).toBeVisible({ timeout: FIRST_PAINT_MS });
  await check(page, 'the media drawer');
  await drawer.getByRole('button', { name: /^Dubbing/ }).click();
  await expect(drawer.getByRole('button', { name: 'Change type' })).toBeVisible();
  await check(page, 'the media drawer’s dubbing form');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await visit(page, '/machineTranslation/mediaTranslation/jr-media-done', (p) =>
    p.getByRole('heading', { name: 'Media - CEO town hall' }),
  );
});

test('staff: the dashboard, every detail list, the impersonation dialog', async ({ page }) => {
  await openSignedIn(page, 'admin', '/DASHBOARD');
  await expect(
    page.getByRole('region', { name: 'PM/SV' }).getByRole('table').first().getByRole('link').first(),
  ).toBeVisible({ timeout: FIRST_PAINT_MS });
  await check(page, 'the staff dashboard');
  for (const path of [
    '/pmdetails/Alice%20Moreau/101',
    '/pastdue/Alice%20Moreau/101',
    '/duetoday/Alice%20Moreau/101',
    '/qadetails/Stefan%20Wagner/301',
    '/currentquotes/Unassigned/null',
    '/completedquotes/Marta%20Nowak/201',
  ])
    // A project list (links, Rush) and a quote list (the 24 h highlight in red) are scanned by axe too.
    await visit(page, path, (p) => p.getByRole('table').getByRole('cell').first(), {
      axe: path.startsWith('/pmdetails/') || path.startsWith('/completedquotes/'),
    });
  await page.getByRole('banner').getByRole('button', { name: 'admin', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Start impersonation' }).click();
  const impersonation = page.getByRole('dialog', { name: 'Start impersonation' });
  await expect(impersonation.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await check(page, 'the impersonation dialog', { axe: true });
  await impersonation.getByRole('button', { name: 'Start' }).click();
  await expect(impersonation.getByText('Required')).toBeVisible();
  await check(page, 'the impersonation dialog with its error', { axe: true });
});

test('the restricted page, the organisation choice and the home without tools', async ({ page }) => {
  await openSignedIn(page, 'employee', '/coupa');
  await expect(
    page.getByText('This application is not enabled for your account.', { exact: false }),
  ).toBeVisible({ timeout: FIRST_PAINT_MS });
  await check(page, 'the restricted page', { axe: true });
  await openSignedIn(page, 'noclient');
  await expect(page.getByRole('button', { name: /^Organisation/ })).toBeVisible({ timeout: FIRST_PAINT_MS });
  await check(page, 'the organisation choice');
  await openSignedIn(page, 'noapps');
  await expect(h1(page)).toBeVisible({ timeout: FIRST_PAINT_MS });
  await check(page, 'the home without tools');
});

test('Coupa: the punch-out list, a request’s tabs and the create-request form', async ({ page }) => {
  await openPortal(page, '/coupa/starter/po-demo');
  await expect(page).toHaveURL(/\/coupa$/, { timeout: FIRST_PAINT_MS });
  await expect(rowHeaders(page, 'Coupa Requests').first()).toBeVisible({ timeout: FIRST_PAINT_MS });
  await check(page, 'the Coupa list');
  await page.getByRole('table', { name: 'Coupa Requests' }).getByRole('button').first().click();
  await expect(page.getByRole('menu')).toBeVisible();
  await check(page, 'a Coupa request’s row menu');
  await page.keyboard.press('Escape');

  await visit(page, '/coupa/jr-coupa-quote', (p) => p.getByText('Packaging_inserts.docx'));
  await page.getByRole('tab', { name: 'Quote' }).click();
  await expect(page.getByRole('button', { name: 'Accept Quote' })).toBeVisible();
  await check(page, 'a Coupa request’s Quote tab');
  await page.getByRole('button', { name: 'Reject Quote' }).click();
  await withOpen(page, page.getByRole('dialog', { name: 'Reject Quote' }), 'the Coupa reject dialog');
  await visit(page, '/coupa/jr-coupa-done', (p) => p.getByRole('tab', { name: 'Deliverables' }));
  await page.getByRole('tab', { name: 'Deliverables' }).click();
  await page.getByRole('button', { name: 'Download All' }).click();
  await withOpen(page, page.getByRole('dialog', { name: 'Download all' }), 'the Coupa zip dialog');
  await check(page, 'a Coupa request’s Deliverables tab');

  await visit(page, '/coupa', (p) => rowHeaders(p, 'Coupa Requests').first());
  await page.getByRole('button', { name: 'Create Request' }).click();
  await expect(page.getByRole('form', { name: 'Request form' })).toBeVisible({ timeout: FIRST_PAINT_MS });
  await check(page, 'the Coupa create-request form');
});
