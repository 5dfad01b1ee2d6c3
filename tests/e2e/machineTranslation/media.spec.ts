// The Media tab in Chromium (part 2 §2.9), its flows: the media requests and a request's page with its
// labelled outputs; a transcription and a dubbing request created (a voice's sample playing in a real
// browser); the upload progress alert and a failed submit keeping what was typed; the panel's width on a
// phone and a desktop; axe on the list and the panel. One signed-in page for the whole group (serial), each
// flow starting and ending on the list. The fields of each type and the size, type and dubbing rules are
// component tests (tests/components/apps/machineTranslation/mediaCreate, mediaRules); the 250 MB total a
// unit test (tests/unit/platform/validation/media.test.ts).
import { devices, expect, test, type BrowserContext, type Locator, type Page } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { injectFault, openPortal } from '../support/backend';
import { recordProgress } from '../support/progress';
import { signInFromHome } from '../support/signIn';
import { FIRST_PAINT_MS } from '../support/timeouts';

test.describe.configure({ mode: 'serial' });

const LIST = '/machineTranslation/mediaTranslation';
const media = (name: string, mimeType: string, bytes = 2048) => ({
  name,
  mimeType,
  buffer: Buffer.alloc(bytes, 7),
});
const mp3 = (name: string, bytes?: number) => media(name, 'audio/mpeg', bytes);
const mp4 = (name: string, bytes?: number) => media(name, 'video/mp4', bytes);

let context: BrowserContext;
let page: Page;

async function openPanel(): Promise<Locator> {
  await page.getByRole('button', { name: 'New media request' }).click();
  const drawer = page.getByRole('dialog', { name: 'New media request' });
  await expect(drawer.getByRole('button', { name: /^Dubbing/ })).toBeVisible();
  return drawer;
}

const TYPES = {
  transcription: /^Transcription\s?Turn the speech/,
  translation: /^Transcription and translation/,
  dubbing: /^Dubbing/,
  embedding: /^Embedded subtitles/,
};

const TYPE_TITLES = {
  transcription: 'Transcription',
  translation: 'Transcription and translation',
  dubbing: 'Dubbing',
  embedding: 'Embedded subtitles',
};

async function chooseType(drawer: Locator, type: keyof typeof TYPES): Promise<void> {
  await drawer.getByRole('button', { name: TYPES[type] }).click();
  await expect(drawer.getByRole('button', { name: 'Change type' })).toBeVisible();
  // The pressed button went away with its step: focus is on the new step's heading, inside the panel.
  await expect(drawer.getByRole('heading', { name: TYPE_TITLES[type], exact: true })).toBeFocused();
}

async function pickSource(drawer: Locator, name = 'English (United States)'): Promise<void> {
  await drawer.getByRole('combobox', { name: /^Source language/ }).fill(name.slice(0, 12));
  await page.getByRole('option', { name, exact: true }).click();
}

async function pickTargets(drawer: Locator, ...names: string[]): Promise<void> {
  for (const name of names) {
    await drawer.getByRole('combobox', { name: /^Target languages/ }).fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

async function pickVoice(drawer: Locator, language: string, voice: RegExp): Promise<void> {
  await drawer
    .getByRole('button', { name: new RegExp(`^Voice for ${language.replace(/[()]/g, '\\$&')}`) })
    .click();
  await page.getByRole('option', { name: voice }).click();
}

const addFiles = (drawer: Locator, ...files: ReturnType<typeof media>[]) =>
  drawer.locator('input[type="file"]').setInputFiles(files);

async function submitAndSee(drawer: Locator, name: string): Promise<void> {
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Your media requests' }).getByRole('link', { name }),
  ).toBeVisible();
}

test.beforeAll(async ({ browser }, testInfo) => {
  // A context of our own (axe needs one made by newContext), with the project's device and base URL.
  context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  await signInFromHome(page, 'client');
});
test.afterAll(() => context.close());
test.beforeEach(async () => {
  // Loaded once; each check leaves the page on the list, so no reload is paid.
  if (new URL(page.url()).pathname !== LIST) await openPortal(page, LIST);
  await expect(
    page
      .getByRole('table', { name: 'Your media requests' })
      .getByRole('link', { name: 'Media - CEO town hall' }),
  ).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
});

test('media requests and a request page with its outputs labelled per language; axe-clean', async () => {
  await expectAxeClean(page, 'the media requests');
  const list = page.getByRole('table', { name: 'Your media requests' });
  await expect(list.getByRole('rowheader')).toHaveCount(10);
  await expect(list.getByText('Unknown status')).toHaveCount(0);
  await page
    .getByRole('table', { name: 'Your media requests' })
    .getByRole('link', { name: 'Media - CEO town hall' })
    .click();
  await expect(page).toHaveURL(/\/machineTranslation\/mediaTranslation\/jr-media-done$/);
  await expect(page.getByText('CEO_town_hall.mp4')).toBeVisible();
  const spanish = page.getByRole('list', { name: 'Spanish (Spain)' });
  await expect(spanish.getByRole('listitem')).toHaveText(
    /^Dubbed media\s*CEO_town_hall_spa_dubbed\.mp4\s*Download$/,
  );
  await expect(
    page
      .getByRole('list', { name: 'German' })
      .getByRole('button', { name: 'Download CEO_town_hall_deu_dubbed.mp4' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download all' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request human translation' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Return' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
});

test('transcription: no targets, subtitle types; a request is created', async () => {
  const drawer = await openPanel();
  await expectAxeClean(page, 'the media panel, first step');
  await chooseType(drawer, 'transcription');
  await expect(drawer.getByRole('button', { name: /^Browse/ })).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: /^Project name/ })).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: /^Source language/ })).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: /^Target languages/ })).toHaveCount(0);
  await expect(drawer.getByRole('combobox', { name: /^Subtitle type/ })).toBeVisible();
  await expect(drawer.getByText('Media is processed by AI.', { exact: false })).toBeVisible();
  await addFiles(drawer, mp3('interview.mp3'));
  await drawer.getByRole('textbox', { name: /^Project name/ }).fill('E2E transcription');
  await pickSource(drawer);
  await submitAndSee(drawer, 'E2E transcription');
});

test('dubbing: a voice per target with its sample playing; a request is created', async () => {
  const drawer = await openPanel();
  await chooseType(drawer, 'dubbing');
  await expect(drawer.getByRole('combobox', { name: /^Subtitle type/ })).toHaveCount(0);
  await addFiles(drawer, mp4('keynote.mp4'));
  await drawer.getByRole('textbox', { name: /^Project name/ }).fill('E2E dubbing');
  await pickSource(drawer);
  await pickTargets(drawer, 'German');
  await pickVoice(drawer, 'German', /^Aria/);
  const sample = drawer.getByLabel('Sample of Aria — female, warm');
  await expect(sample).toHaveAttribute('src', /\/__samples\/aria\.wav$/);
  // Muted, so Chromium's autoplay policy lets a script start it; the position moves once it plays.
  await sample.evaluate((audio: HTMLAudioElement) => {
    audio.muted = true;
    return audio.play();
  });
  await expect.poll(() => sample.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);
  await pickVoice(drawer, 'German', /^Ben/);
  await expect(drawer.getByLabel('Sample of Ben — male, calm')).toHaveAttribute(
    'src',
    /\/__samples\/ben\.wav$/,
  );
  await expectAxeClean(page, 'the media panel, dubbing form');
  await submitAndSee(drawer, 'E2E dubbing');
});

test('the upload progress alert, and a failed submit keeps what was typed and the files', async () => {
  const drawer = await openPanel();
  await chooseType(drawer, 'translation');
  await addFiles(drawer, mp4('retry.mp4', 64 * 1024));
  await drawer.getByRole('textbox', { name: /^Project name/ }).fill('E2E after a failure');
  await pickSource(drawer);
  await pickTargets(drawer, 'German');
  // The request call answers 500 after a while: the files are up by then, the bar at its 95 % cap. The
  // page records what the alert showed: the cap lasts only as long as that call.
  await injectFault(page, {
    method: 'POST',
    path: '/machineTranslation/actions/translateMediaFiles',
    status: 500,
    delayMs: 500,
  });
  const progress = await recordProgress(page, 'Upload progress', '[role="status"]');
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer.getByRole('alert')).toBeVisible();
  await expect(drawer.getByRole('status').filter({ hasText: 'Uploading your media' })).toHaveCount(0);
  const shown = await progress();
  expect(shown.at(-1)).toMatchObject({ value: 95, text: expect.stringContaining('95 % uploaded') });
  expect(shown.at(-1)!.text).toContain('Uploading your media');
  await expect(drawer.getByRole('textbox', { name: /^Project name/ })).toHaveValue('E2E after a failure');
  await expect(drawer.getByRole('combobox', { name: /^Source language/ })).toHaveValue(
    'English (United States)',
  );
  await expect(drawer.getByText('German', { exact: true })).toBeVisible();
  await expect(drawer.getByText('retry.mp4')).toBeVisible();
  await submitAndSee(drawer, 'E2E after a failure');
});

test('the panel is full width at 390 px and half width at 1280 px', async () => {
  const widthAt = async (width: number) => {
    await page.setViewportSize({ width, height: 800 });
    const drawer = await openPanel();
    const panel = drawer
      .locator('xpath=ancestor-or-self::*[contains(@class, "end-0")][1]')
      .or(drawer.locator('.end-0'))
      .first();
    const box = await panel.boundingBox();
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();
    return box;
  };
  expect(await widthAt(390)).toMatchObject({ x: 0, width: 390 });
  expect(await widthAt(1280)).toMatchObject({ x: 640, width: 640 });
});
