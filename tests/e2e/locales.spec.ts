// The main flows in the interface languages other than English (issue 31): a visitor's request to its
// confirmation, the sign-in, the staff dashboards, each tool's main page (AI Translation's three tabs), the quote
// page with its payment step, account settings. One walk, three languages, each with its own checks per screen:
// the accented pseudo-locale at a phone's width shows no word outside its brackets (a hard-coded string) and
// nothing scrolls sideways; German at desktop width and the right-to-left pseudo-locale at a phone's width are
// axe-clean. Every check is soft, so one run lists every screen that fails. The locale is chosen with the
// footer's language choice; the page loads once, then moves in-app (an impersonation takes the admin to the
// client's screens), and the words the walk looks for are the catalogues' in that language.
import { expect, test, type Locator, type Page } from './support/test';
import { expectAxeClean } from './support/axe';
import { goInApp, openPortal } from './support/backend';
import { PLACEHOLDER_TOOL_PATHS } from './support/placeholderTools';
import { expectNoSidewaysScroll } from './support/sideways';
import { expectAllBracketed, watchServedStrings } from './support/untranslated';
import { mailedCode } from './support/verification';
import { FIRST_PAINT_MS, UPLOAD_MS } from './support/timeouts';
import { DEMO_PASSWORD } from '../../fixtures/data/personas';
import { LOCALE_NAMES, type UiLocale } from '../../src/platform/i18n/locales';
import { activateLocale } from '../../src/platform/i18n/runtime';
import { accountSettingsMessages } from '../../src/apps/accountSettings/messages';
import { createProjectMessages } from '../../src/apps/createProject/messages';
import { domainMessages } from '../../src/platform/domain/messages';
import { signInMessages } from '../../src/shell/auth/messages';
import { signedInMessages } from '../../src/shell/home/signedIn/messages';
import { visitorMessages } from '../../src/shell/home/visitor/messages';
import { menuMessages } from '../../src/shell/menu/messages';
import { formMessages } from '../../src/ui/form/messages';
import { requestFormMessages } from '../../src/widgets/requestForm/messages';
import { VERIFICATION_TEXTS } from '../../src/widgets/verification/texts';

// Many screens per test: allow for a loaded machine.
test.describe.configure({ timeout: 180_000 });
// The worker's message runtime back in English: the next spec's words (MESSAGES and the like) read it.
test.afterEach(() => activateLocale('en'));

const PHONE = { width: 390, height: 844 };

const MARKS = /[\u202a-\u202e]/g;
const RTL_MARKS = '[\\u202a-\\u202e]*';

/** A message as a name to find (a part of it): without the right-to-left marks, which names may drop. */
const named = (message: string) => message.replace(MARKS, '');

/** A message as a whole name, with or without the right-to-left marks around it. */
const whole = (message: string) =>
  new RegExp(`^${RTL_MARKS}${named(message).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${RTL_MARKS}$`);

/** What the walk does on every screen, once the screen shows what it waits for. */
type Check = (page: Page, what: string, options?: { popupOpen?: boolean }) => Promise<void>;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/**
 * `everyScreen`: also the pages whose layout another screen of the walk already shows (every placeholder tool's
 * page, whose words differ; sign-up, e-mail confirmation, not found; a request's page), for the check of the
 * words; without it the walk's checks look at the layout (axe, overflow).
 */
async function walk(page: Page, locale: UiLocale, check: Check, { everyScreen = false } = {}): Promise<void> {
  // The test's own copy of the catalogues speaks the page's language: the names it looks for.
  await activateLocale(locale);
  const visit = async (path: string, ready: (page: Page) => Locator = h1) => {
    await goInApp(page, path);
    await expect(ready(page)).toBeVisible({ timeout: FIRST_PAINT_MS });
    await check(page, path);
  };

  // The signed-out home, in the language chosen in its footer.
  await openPortal(page, '/');
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: LOCALE_NAMES[locale], exact: true })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(
    page.getByRole('region', { name: named(visitorMessages.t('shell.visitor.questionsTitle')) }),
  ).toBeVisible({ timeout: FIRST_PAINT_MS });
  await check(page, 'the signed-out home');

  // A visitor's request for an estimate, through the e-mail verification, to its confirmation.
  const form = page.getByRole('form');
  await visit('/createProject', (p) =>
    p.getByRole('textbox', { name: named(createProjectMessages.t('createProject.email.label')) }),
  );
  await page
    .getByRole('textbox', { name: named(createProjectMessages.t('createProject.email.label')) })
    .fill('visitor@nowhere.example');
  await page
    .getByRole('button', { name: named(createProjectMessages.t('createProject.email.continue')) })
    .click();
  await expect(form).toBeVisible({ timeout: FIRST_PAINT_MS });
  await form.getByRole('textbox', { name: named(formMessages.t('form.firstName')) }).fill('Vera');
  await form.getByRole('textbox', { name: named(formMessages.t('form.lastName')) }).fill('Visitor');
  await form
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'leaflet.docx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.alloc(20_000, 65),
    });
  for (const [field, language] of [
    ['form.sourceLanguage', 'English (United States)'],
    ['form.targetLanguages', 'French (France)'],
  ] as const) {
    await form.getByRole('combobox', { name: named(formMessages.t(field)) }).fill(language);
    await page.getByRole('option', { name: language, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await check(page, 'the visitor’s request form');
  await form
    .getByRole('button', { name: named(requestFormMessages.t('requestForm.sendForEstimation')) })
    .click();
  const verification = page.getByRole('dialog', {
    name: named(VERIFICATION_TEXTS.title),
  });
  await expect(verification.getByRole('button', { name: named(VERIFICATION_TEXTS.resend) })).toBeEnabled();
  await check(page, 'the e-mail verification dialog');
  await verification
    .getByRole('textbox', { name: named(VERIFICATION_TEXTS.codeLabel) })
    .fill(await mailedCode(page, 'visitor@nowhere.example'));
  await verification.getByRole('button', { name: named(VERIFICATION_TEXTS.verify) }).click();
  await expect(
    page.getByText(named(createProjectMessages.t('createProject.success.quote.title'))),
  ).toBeVisible({ timeout: UPLOAD_MS });
  await check(page, 'the visitor’s confirmation');
  if (everyScreen) {
    // The other pages a visitor reaches (cheap without axe, which the flows' own specs run in English).
    await visit('/signUp', (p) => p.getByRole('textbox', { name: named(formMessages.t('form.firstName')) }));
    await visit('/confirmEmail');
    await visit('/no-such-page');
  }

  // Signing in: the staff dashboards.
  await visit('/signIn', (p) =>
    p.getByRole('textbox', { name: named(signInMessages.t('shell.signIn.username')) }),
  );
  await page.getByRole('textbox', { name: named(signInMessages.t('shell.signIn.username')) }).fill('admin');
  await page.getByLabel(named(signInMessages.t('shell.signIn.password'))).fill(DEMO_PASSWORD);
  await page
    .getByRole('main')
    .getByRole('button', { name: whole(signInMessages.t('shell.signIn.submit')) })
    .click();
  const tools = page.getByRole('list', { name: named(signedInMessages.t('shell.signedIn.yourTools')) });
  await expect(tools).toBeVisible({ timeout: FIRST_PAINT_MS });
  await check(page, 'the staff’s home');
  await visit('/DASHBOARD', (p) => p.getByRole('table').first().getByRole('link').first());
  await visit('/pmdetails/Alice%20Moreau/101', (p) => p.getByRole('table').getByRole('cell').first());

  // The client's screens, by impersonation.
  await page.getByRole('banner').getByRole('button', { name: 'admin', exact: true }).click();
  await page.getByRole('menuitem', { name: named(menuMessages.t('shell.menu.startImpersonation')) }).click();
  const impersonation = page.getByRole('dialog');
  await expect(impersonation.getByRole('textbox')).toBeVisible();
  await check(page, 'the impersonation dialog');
  await impersonation.getByRole('textbox').fill('client');
  await impersonation.locator('button[type="submit"]').click();
  const clientMenu = page.getByRole('banner').getByRole('button', { name: /\bclient\b/ });
  await expect(clientMenu).toBeVisible();
  await expect(tools.getByRole('listitem').first()).toBeVisible();
  await check(page, 'the client’s home');

  await goInApp(page, '/createProject');
  const acme = page.getByRole('radio', { name: 'Acme Corporation' });
  await expect(acme).toBeVisible({ timeout: FIRST_PAINT_MS });
  await check(page, 'the organisation choice of a new request');
  await acme.check();
  await page
    .getByRole('button', { name: named(createProjectMessages.t('createProject.company.ok')) })
    .click();
  await expect(form).toBeVisible({ timeout: FIRST_PAINT_MS });
  await check(page, 'the request form');
  await visit('/reports', (p) => p.getByRole('link', { name: /^Client contacts/ }));
  await visit('/reports/rpt-client-contacts', (p) => p.getByRole('table').getByRole('cell').first());
  // AI Translation's three tabs.
  await visit('/machineTranslation/textTranslation', (p) => p.getByRole('main').getByRole('textbox').first());
  await visit('/machineTranslation/fileTranslation', (p) =>
    p.getByRole('table').getByRole('rowheader').first(),
  );
  await visit('/machineTranslation/mediaTranslation', (p) =>
    p.getByRole('table').getByRole('rowheader').first(),
  );
  if (everyScreen) {
    await visit('/machineTranslation/fileTranslation/jr-mt-done', (p) =>
      p.getByRole('heading', { name: 'MT - Product FAQ' }),
    );
    await visit('/machineTranslation/mediaTranslation/jr-media-done', (p) =>
      p.getByRole('heading', { name: 'Media - CEO town hall' }),
    );
  }
  await visit('/consoleHelp');
  for (const path of everyScreen ? PLACEHOLDER_TOOL_PATHS : PLACEHOLDER_TOOL_PATHS.slice(0, 1))
    await visit(path);
  await visit('/changePassword', (p) => p.getByRole('dialog'));

  // The quote page, its terms agreed and the payment step open.
  await visit('/quotes/aq-ready', (p) =>
    p.getByRole('button', { name: whole(domainMessages.t('quote.accept')) }),
  );
  await page.getByRole('checkbox', { name: named(domainMessages.t('quote.agreementLabel')) }).check();
  await page.getByRole('button', { name: whole(domainMessages.t('quote.accept')) }).click();
  await expect(
    page.getByRole('dialog', { name: named(domainMessages.t('quote.paymentTitle')) }),
  ).toBeVisible();
  await check(page, 'the quote’s payment step');
  await page.keyboard.press('Escape');

  // Account settings, the user menu's first item, and its tabs.
  await clientMenu.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await check(page, 'the open user menu', { popupOpen: true });
  await page.getByRole('menuitem').first().click();
  const drawer = page.getByRole('dialog');
  await expect(
    drawer.getByRole('tab', {
      name: named(accountSettingsMessages.t('accountSettings.tab.profile')),
      selected: true,
    }),
  ).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(drawer.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
  await check(page, 'account settings: Profile');
  await drawer
    .getByRole('tab', { name: named(accountSettingsMessages.t('accountSettings.tab.languageGroups')) })
    .click();
  await expect(drawer.getByRole('tabpanel').getByRole('region').first()).toBeVisible();
  await check(page, 'account settings: Language Groups');
  await drawer
    .getByRole('tab', { name: named(accountSettingsMessages.t('accountSettings.tab.organizationUsers')) })
    .click();
  await expect(drawer.getByRole('table').getByRole('rowheader').first()).toBeVisible();
  await check(page, 'account settings: Organization Users');
}

test('the pseudo-locale at a phone’s width: no word outside the brackets, nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const served = watchServedStrings(page);
  await walk(
    page,
    'en-XA',
    async (p, what) => {
      await expectNoSidewaysScroll(p, what);
      await expectAllBracketed(p, what, served, [
        'Vera',
        'Visitor',
        'leaflet.docx',
        'visitor@nowhere.example',
      ]);
    },
    { everyScreen: true },
  );
});

test('German at desktop width: axe-clean', async ({ page }) => {
  await walk(page, 'de', (p, what, options) => expectAxeClean(p, what, { ...options, soft: true }));
});

test('the right-to-left pseudo-locale at a phone’s width: mirrored, axe-clean, nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await walk(page, 'ar-XB', async (p, what, options) => {
    await expect(p.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoSidewaysScroll(p, what);
    await expectAxeClean(p, what, { ...options, soft: true });
  });
});
