// userAccount.get and a step's `impersonate`: the home page greets the signed-in (or impersonated) user,
// and an admin acts as someone through the user menu's Start impersonation dialog (part 1 §2).
import type { Page } from 'playwright-core';
import { StepSkipped } from '../../stepRunner';
import type { ApiCalls, PageCalls } from '../apiCalls';
import { SETTLE_MS, errorShown, pageErrors, settle } from '../pageState';
import { userMenu, type Tab } from '../session';
import { UiError, type UiStep } from '../uiStep';

export const ACCOUNT_LABELS = {
  welcome: 'Welcome Back,',
  startImpersonation: 'Start impersonation',
  endImpersonation: 'End impersonation',
  impersonationDialog: 'Start impersonation',
  username: 'Username',
  start: 'Start',
  cancel: 'Cancel',
  impersonating: (name: string) => `${name} (Impersonation Mode)`,
};

/** Opens the signed-in home and waits for the greeting; the calls of the home page it opened. */
async function openHome(page: Page, calls: PageCalls): Promise<ApiCalls> {
  const home = await calls.open('/');
  await page.getByRole('heading', { level: 1, name: ACCOUNT_LABELS.welcome }).waitFor();
  return home;
}

/** Starts acting as `who` through the user menu; the dialog's refusal is the step's error. */
export async function startImpersonation(tab: Tab, who: string): Promise<void> {
  const { page, calls } = tab;
  const L = ACCOUNT_LABELS;
  if (!tab.username) throw new StepSkipped('no UI step: a visitor has no user menu to impersonate from');
  const home = await openHome(page, calls);
  await userMenu(page, tab.username).click();
  const item = page.getByRole('menuitem', { name: L.startImpersonation });
  // Decide on the open menu (any item shown), not on a look taken before it rendered.
  await page.getByRole('menuitem').first().waitFor();
  if (!(await item.isVisible())) {
    await page.keyboard.press('Escape');
    throw new StepSkipped(
      `no UI step: the user menu offers ${tab.username} no impersonation (the server's refusal is an API-only check)`,
    );
  }
  await item.click();
  const dialog = page.getByRole('dialog', { name: L.impersonationDialog });
  await dialog.getByRole('textbox', { name: L.username }).fill(who);
  await dialog.getByRole('button', { name: L.start, exact: true }).click();
  try {
    await settle(page, userMenu(page, L.impersonating(who)), home, dialog);
  } catch (error) {
    // A refused name leaves the dialog open: closed, so the tab is back to the user themselves.
    await dialog
      .getByRole('button', { name: L.cancel })
      .click()
      .catch(() => undefined);
    throw error;
  }
}

/** Ends it through the same menu, so the next step acts as the user again. */
export async function endImpersonation(tab: Tab, who: string): Promise<void> {
  const { page } = tab;
  await userMenu(page, ACCOUNT_LABELS.impersonating(who)).click();
  await page.getByRole('menuitem', { name: ACCOUNT_LABELS.endImpersonation }).click();
  await userMenu(page, tab.username!).waitFor();
}

export const accountSteps: Record<string, UiStep> = {
  'userAccount.get': {
    screen: 'home page greeting (the account the page loaded)',
    run: async ({ page, calls, username }) => {
      if (!username) throw new StepSkipped('no UI step: a visitor has no account page');
      const home = await calls.open('/');
      // The home page's first read of the account is the API driver's one call (the page may ask again).
      const call = await home.waitFor('GET', /^\/userAccount$/);
      const body = await call.responseBody();
      // No answer at all (status 0) fails the step as an error status does.
      if (call.status >= 400 || call.status === 0) {
        // What the page shows for it (an alert), else nothing a person could read: an honest difference.
        await errorShown(page)
          .waitFor({ timeout: SETTLE_MS })
          .catch(() => undefined);
        throw new UiError(await pageErrors(page), call.status || undefined, body);
      }
      await page.getByRole('heading', { level: 1, name: ACCOUNT_LABELS.welcome }).waitFor();
      return body;
    },
  },
};
