import { expect, test } from '../support/test';
import { openOnSeed } from '../support/backend';

for (const id of ['aq-expired', 'aq-past-deadline']) {
  test(`${id} shows only the expired screen`, async ({ page }) => {
    await openOnSeed(page, `/quotes/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This quote has expired' })).toBeVisible();
    await expect(page.getByText(/can no longer be accepted/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Request a new quote' })).toHaveAttribute(
      'href',
      '/createProject',
    );
    await expect(page.getByText('Total project cost')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  });
}
