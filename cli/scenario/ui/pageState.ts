// Reading a step's end from the page: either the success a person would see, or the messages the page
// shows for a failure (alerts, the error of each invalid field), turned into a UiError.
import type { Locator, Page } from 'playwright-core';
import type { ApiCalls } from './apiCalls';
import { UiError } from './uiStep';

/** How long a screen may take to show what follows an action (a busy CI machine; waits are on state). */
export const SETTLE_MS = 30_000;

/**
 * A page that only says what went wrong (the portal's error outcome: a region named by its title, with the
 * mark named "Error"), shown instead of the page a step opened.
 */
const ERROR_PAGE = 'section:has(> svg[role="img"][aria-label="Error"])';

/** The visible error texts: alerts, error pages, and the message tied to every invalid field (aria-describedby). */
export async function pageErrors(page: Page): Promise<string[]> {
  const texts = await page.locator(`[role="alert"]:visible, ${ERROR_PAGE} :is(h1, p)`).allTextContents();
  for (const field of await page.locator('[aria-invalid="true"]').all()) {
    const ids = ((await field.getAttribute('aria-describedby')) ?? '')
      .split(/\s+/)
      .filter((id) => id.endsWith('-error'));
    for (const id of ids) texts.push(...(await page.locator(`[id="${id}"]`).allTextContents()));
  }
  return [...new Set(texts.map((t) => t.trim()).filter(Boolean))];
}

/** An error shown anywhere on the page (or in `within`): an alert, an error page or an invalid field. */
export const errorShown = (page: Page | Locator): Locator =>
  page.locator(`[role="alert"]:visible, ${ERROR_PAGE}, [aria-invalid="true"]`).first();

/**
 * Waits until `success` shows or the page shows an error; throws the page's messages as a UiError (with the
 * status of the step's failed call, if any).
 */
export async function settle(page: Page, success: Locator, calls: ApiCalls, within?: Locator): Promise<void> {
  const failure = errorShown(within ?? page);
  await success.or(failure).first().waitFor({ state: 'visible', timeout: SETTLE_MS });
  if (await success.first().isVisible()) return;
  throw new UiError(await pageErrors(page), calls.lastFailureStatus());
}

/** Waits until a dialog closes (its action went through) or shows an error (thrown as a UiError). */
export async function settleClosed(page: Page, dialog: Locator, calls: ApiCalls): Promise<void> {
  const closed = dialog.waitFor({ state: 'hidden', timeout: SETTLE_MS }).then(() => true);
  const failed = errorShown(dialog)
    .waitFor({ state: 'visible', timeout: SETTLE_MS })
    .then(() => false);
  // The loser of the race times out later: its rejection is of no interest.
  closed.catch(() => undefined);
  failed.catch(() => undefined);
  if (await Promise.race([closed, failed])) return;
  throw new UiError(await pageErrors(page), calls.lastFailureStatus());
}
