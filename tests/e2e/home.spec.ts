import { expect, test } from './support/test';
import { PROVIDER_CONTACTS } from '../../src/platform/locale/contacts';
import { openPortal } from './support/backend';
import { layoutShifts, recordLayoutShifts } from './support/layoutShift';

test('the signed-out home welcomes with Sign in and Request quote, in the product styles', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Request quote' })).toHaveAttribute('href', '/createProject');
  // Spec §2: no sign-in button in the header on the home page; sign up is there.
  const header = page.locator('header').first();
  await expect(header.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
  // Tailwind's theme reached the page: the header uses the dark-blue primary.
  await expect(header).toHaveCSS('background-color', 'rgb(17, 38, 81)');
});

for (const { name, viewport } of [
  { name: 'desktop', viewport: { width: 1350, height: 940 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`the signed-out home as a whole page (${name})`, () => {
    test.use({ viewport });

    test('says what the provider offers, how to start and whom to ask, with no empty screen above the footer', async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      await openPortal(page, '/');
      const main = page.getByRole('main');
      const offer = main.getByRole('region', { name: 'What we offer' });
      for (const service of ['Translation', 'Localization', 'Interpreting']) {
        await expect(offer.getByRole('heading', { level: 3, name: service })).toBeVisible();
      }
      // The two ways to start, each with its action (the hero's buttons, and one more link each below).
      const start = main.getByRole('region', { name: 'Two ways to start' });
      await expect(start.getByRole('heading', { level: 3, name: 'Request a quote' })).toBeVisible();
      await expect(start.getByRole('link', { name: 'Start a quote request' })).toHaveAttribute(
        'href',
        '/createProject',
      );
      await expect(start.getByRole('heading', { level: 3, name: 'Sign in or sign up' })).toBeVisible();
      await expect(start.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signUp');
      const contact = main.getByRole('region', { name: 'Questions?' });
      await expect(contact.getByRole('link', { name: PROVIDER_CONTACTS.US.supportEmail })).toHaveAttribute(
        'href',
        `mailto:${PROVIDER_CONTACTS.US.supportEmail}`,
      );
      await expect(contact.getByRole('link', { name: PROVIDER_CONTACTS.US.phoneNumber })).toBeVisible();
      await expect(contact).toContainText('We reply within 24 hours or 1 business day.');

      // The page's content reaches down to the footer: what is left empty above it is a margin, not half a
      // screen, as the hero alone left.
      const gap = await page.evaluate(() => {
        const main = document.querySelector('main')!;
        const content = main.lastElementChild!.getBoundingClientRect().bottom;
        return document.querySelector('footer')!.getBoundingClientRect().top - content;
      });
      expect(gap).toBeLessThan(viewport.height * 0.15);
      expect((await layoutShifts(page)).total).toBe(0);
    });
  });
}

test('the signed-out home offers the branch’s support contact under a branch prefix', async ({ page }) => {
  await openPortal(page, '/b-west');
  const contact = page.getByRole('main').getByRole('region', { name: 'Questions?' });
  await expect(contact.getByRole('link', { name: 'west-support@llts.example' })).toBeVisible();
  await expect(contact.getByRole('link', { name: '+1 (415) 555-0199' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/b-west/signUp',
  );
});

test('a deep link falls back to the app', async ({ page }) => {
  const response = await page.goto('/uk/machineTranslation/fileTranslation/123');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('runtime config is served beside index.html', async ({ request }) => {
  const response = await request.get('/config.json');
  expect(response.ok()).toBe(true);
  const config = await response.json();
  expect(config).toHaveProperty('externalUrls');
});
