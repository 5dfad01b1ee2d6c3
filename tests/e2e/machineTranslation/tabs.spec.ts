// The AI Translation tabs follow the client's machine translation settings (part 2 §2.6): a flag set in the
// fixture state, then the page opened afresh.
import { expect, test, type Page } from '../support/test';
import { fixtureState, loadFixtureState, openPortal } from '../support/backend';
import { FIRST_PAINT_MS } from '../support/timeouts';
import { openSignedIn } from '../support/signedIn';

type Flags = Partial<
  Record<'disableTextTranslation' | 'disableFileTranslation' | 'disableMediaTranslation', boolean>
>;
type State = { mtSettings: Record<string, Record<string, unknown>> };

/** acme's settings with these flags (undefined removes one), then the page opened at `path`. */
async function openWith(page: Page, flags: Flags | Record<string, undefined>, path: string) {
  const state = await fixtureState<State>(page);
  const acme: Record<string, unknown> = { ...state.mtSettings.acme, ...flags };
  for (const [key, value] of Object.entries(flags)) if (value === undefined) delete acme[key];
  await loadFixtureState(page, { ...state, mtSettings: { ...state.mtSettings, acme } });
  await openPortal(page, path);
}

const tabNames = (page: Page) => page.getByRole('tab').allTextContents();

// The rules (which tabs each combination of flags shows, deep links to hidden tabs, media only when explicitly
// enabled) are component tests on the same fixtures (tests/components/apps/machineTranslation/tabs.test.tsx);
// here the settings travel the real wire and the page follows them.
test('tabs from the settings: the first enabled opens and a tab navigates; a disabled one is gone', async ({
  page,
}) => {
  // Any signed-in page starts the demo backend, whose settings each step changes before its own load.
  await openSignedIn(page, 'client', '/consoleHelp');

  await openWith(page, {}, '/machineTranslation');
  await expect(page.getByRole('tab', { name: 'Text', selected: true })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  expect(await tabNames(page)).toEqual(['Text', 'File', 'Media']);
  await expect(page).toHaveURL(/\/machineTranslation\/textTranslation$/);
  const media = page.getByRole('tab', { name: 'Media' });
  await media.click();
  await expect(page).toHaveURL(/\/machineTranslation\/mediaTranslation$/);
  // A tab clicked with the mouse takes the focus but draws no ring: the ring is for keyboard focus.
  await expect(media).toBeFocused();
  await expect(media).toHaveCSS('outline-style', 'none');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'File' })).toHaveCSS('outline-style', 'solid');

  await openWith(page, { disableTextTranslation: true }, '/machineTranslation');
  await expect(page.getByRole('tab', { name: 'File', selected: true })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  expect(await tabNames(page)).toEqual(['File', 'Media']);
  await expect(page).toHaveURL(/\/machineTranslation\/fileTranslation$/);
});
