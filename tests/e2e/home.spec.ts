import { expect, test } from '@playwright/test';

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
