import { expect, test } from '../support/test';
import { openPortal, resetFixtures } from '../support/backend';
import { signedIn, submitSignIn } from '../support/signIn';

test('an unauthenticated deep link passes through sign-in and returns', async ({ page }) => {
  await openPortal(page, '/');
  await resetFixtures(page);
  await openPortal(page, '/b-east/reports?sort=name');
  await expect(page).toHaveURL(/\/b-east\/signIn\?returnTo=%2Fb-east%2Freports%3Fsort%3Dname$/);
  await submitSignIn(page, 'client');
  await signedIn(page, 'client');
  await expect(page).toHaveURL(/\/b-east\/reports\?sort=name$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'client', exact: true })).toBeVisible();
});

test('a deep link to a public tool loads the shell and that tool without signing in', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openPortal(page, '/quickTranslation');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Translation' })).toBeVisible();
  await expect(page.getByText('Future home of the page')).toBeVisible();
  // One tool root arrived (this one); no other tool, no menu, no identity library.
  expect(scripts.filter((path) => /\/Root-[^/]*\.js$/.test(path))).toHaveLength(1);
  expect(scripts.filter((path) => /\/UserMenu-|\/es-/.test(path))).toEqual([]);
});

test('the restricted page explains a missing application', async ({ page }) => {
  await openPortal(page, '/signIn?returnTo=%2Fcoupa');
  await resetFixtures(page);
  await submitSignIn(page, 'employee');
  await signedIn(page, 'employee');
  await expect(page).toHaveURL(/\/coupa$/);
  await expect(
    page.getByText('This application is not enabled for your account.', { exact: false }),
  ).toBeVisible();
});
