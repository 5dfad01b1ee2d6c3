// Language groups in Chromium: add, edit and delete, each storing the scope's whole list (the POST body).
import { expect, test, type Page } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { openAccountSettings } from './support';
import { openSignedIn } from '../support/signedIn';

const storedList = (page: Page, scope: string) =>
  page
    .waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().endsWith(`/userAccount/languageGroups/${scope}`),
    )
    .then((request) =>
      (request.postDataJSON() as Array<{ name: string; languages: Array<{ xtrfId: number }> }>).map(
        (group) => [group.name, group.languages.map((l) => l.xtrfId)],
      ),
    );

test('a client adds a personal group, edits an organisation group and deletes one', async ({ page }) => {
  await openSignedIn(page, 'client');
  const drawer = await openAccountSettings(page, 'client');
  await drawer.getByRole('tab', { name: 'Language Groups' }).click();
  const personal = drawer.getByRole('region', { name: 'Personal language groups' });
  const org = drawer.getByRole('region', { name: 'Organization language groups' });
  await expect(personal.getByText('My launch set')).toBeVisible();
  await expectAxeClean(page, 'the Language Groups tab');

  await personal.getByRole('button', { name: 'Add' }).click();
  const add = page.getByRole('dialog', { name: 'Add personal language group' });
  await add.getByRole('textbox', { name: /Name/ }).fill('Baltics');
  await add.getByRole('combobox', { name: /Languages/ }).fill('Swed');
  await page.getByRole('option', { name: 'Swedish' }).click();
  await page.keyboard.press('Escape');
  await expectAxeClean(page, 'the language group dialog');
  const personalPost = storedList(page, 'PERSONAL');
  await add.getByRole('button', { name: 'Save' }).click();
  expect(await personalPost).toEqual([
    ['My launch set', [5, 7, 8, 3, 43]],
    ['LatAm', [4, 9]],
    ['Baltics', [12]],
  ]);
  await expect(personal.getByText('Baltics')).toBeVisible();

  await org.getByRole('button', { name: 'Edit Asia Pacific' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit language group' });
  await edit.getByRole('textbox', { name: /Name/ }).fill('APAC');
  const orgPost = storedList(page, 'ORGANIZATION');
  await edit.getByRole('button', { name: 'Save' }).click();
  expect(await orgPost).toEqual([
    ['EFIGS', [5, 7, 8, 3]],
    ['APAC', [41, 43, 44]],
    ['Nordics', [12, 13, 14, 15]],
  ]);

  await org.getByRole('button', { name: 'Delete Nordics' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete language group' });
  const deletePost = storedList(page, 'ORGANIZATION');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  expect((await deletePost).map(([name]) => name)).toEqual(['EFIGS', 'APAC']);
  await expect(org.getByText('Nordics')).toHaveCount(0);
});
