// The kit's select (src/ui/Select) as a person uses it: the button named by its label (and the option it
// shows), then the option in its list.
import type { Locator, Page } from '@playwright/test';

const startingWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

export const selectButton = (scope: Page | Locator, label: string) =>
  scope.getByRole('button', { name: startingWith(label) });

export async function choose(
  page: Page,
  scope: Page | Locator,
  label: string,
  option: string,
): Promise<void> {
  await selectButton(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
