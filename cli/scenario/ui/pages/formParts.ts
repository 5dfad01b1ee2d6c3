// Pieces of the form kit as a person uses them: files dropped on a file field, a language typed into a
// combobox and picked from its options (a country, a state). Language ids of a scenario become the names the pickers show.
import type { Locator, Page } from 'playwright-core';
import { listLanguages } from '../../../../src/platform/api/referenceData';
import { text } from '../../operation';
import type { StepWorld } from '../../world';

/** A scenario's files ({ name, content } or { name, size }) as Playwright's file payloads. */
export function filePayloads(value: unknown): { name: string; mimeType: string; buffer: Buffer }[] {
  return (Array.isArray(value) ? value : []).map(
    (item: { name?: unknown; content?: unknown; size?: unknown }) => ({
      name: text(item.name),
      mimeType: 'application/octet-stream',
      buffer: typeof item.size === 'number' ? Buffer.alloc(item.size) : Buffer.from(text(item.content)),
    }),
  );
}

/** Language names by id, as the reference data gives them (the pickers' labels). */
export async function languageNames(
  world: StepWorld,
  username: string | undefined,
): Promise<(id: string) => string> {
  const languages = await listLanguages(await world.clientFor(username ?? 'anonymous'));
  const names = new Map(languages.map((l) => [l.id, l.name]));
  return (id) => names.get(id) ?? id;
}

/**
 * Types an option into the kit's combobox and picks it (unless it already shows it). A single choice
 * closes its list; a multi-picker's list stays open, and `close` presses Escape for it (in a dialog an
 * Escape with no list open would close the dialog).
 */
export async function pickOption(
  page: Page,
  scope: Page | Locator,
  label: RegExp | string,
  name: string,
  close = false,
): Promise<void> {
  const box = scope.getByRole('combobox', {
    name: typeof label === 'string' ? new RegExp(`^${escapeRe(label)}`) : label,
  });
  if ((await box.inputValue()) === name) return;
  await box.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  if (close) await page.keyboard.press('Escape');
}

/** How long a chosen option's list may take to close before the choice counts as not taken. */
const CHOICE_TAKEN_MS = 5_000;

/**
 * The kit's select as a person uses it: its button, then the option. The list closes once it has the choice;
 * on a loaded machine a press could land while the list was still being placed under its button and be
 * lost, leaving the list open (and the rest of the form out of reach), so a person presses the option
 * again, and so does this.
 */
export async function chooseOption(page: Page, button: Locator, name: string): Promise<void> {
  await button.click();
  const option = page.getByRole('option', { name, exact: true });
  await option.click();
  const closed = () => option.waitFor({ state: 'hidden', timeout: CHOICE_TAKEN_MS });
  if (
    await closed().then(
      () => true,
      () => false,
    )
  )
    return;
  await option.click();
  await option.waitFor({ state: 'hidden' });
}

/** A language picker (the kit's combobox) by the language's name; its options are closed afterwards. */
export const pickLanguage = (page: Page, scope: Page | Locator, label: RegExp, name: string) =>
  pickOption(page, scope, label, name, true);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A multi-picker set to exactly these languages: the chips a form starts with (a client's defaults) removed first. */
export async function pickLanguages(
  page: Page,
  scope: Page | Locator,
  label: RegExp,
  names: readonly string[],
): Promise<void> {
  const remove = scope.getByRole('list', { name: label }).getByRole('button', { name: /^Remove / });
  while ((await remove.count()) > 0) await remove.first().click();
  // The list stays open from one pick to the next, as a person keeps typing; it is closed once at the end.
  for (const name of names) await pickOption(page, scope, label, name);
  if (names.length) await page.keyboard.press('Escape');
}
