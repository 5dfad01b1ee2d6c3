import { expect, test } from '@playwright/test';

test('the home page renders with the product styles', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Tailwind's theme reached the page: the header uses the dark-blue primary.
  const header = page.locator('header').first();
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
