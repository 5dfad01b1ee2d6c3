// The Media tab in Chromium (part 2 §2.9): the media requests, a request's page with its labelled outputs,
// and the create panel — each project type's fields and a request of each, the size and type rules, dubbing
// support and voices with their samples, the upload progress alert, a failed submit keeping what was typed,
// and the panel's width on a phone and a desktop; axe on the list and the panel. One signed-in page for
// the whole group (serial), each check starting and ending on the list.
//
// The 250 MB total is covered by unit tests (tests/unit/platform/validation/media.test.ts): building a
// quarter-gigabyte of buffers in the browser would be most of this file's run time.
import { devices, expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe';
import { injectFault, openPortal } from '../support/backend';
import { recordProgress } from '../support/progress';
import { signInFromHome } from '../support/signIn';
import { FIRST_PAINT_MS } from '../support/timeouts';

test.describe.configure({ mode: 'serial' });

const MB = 1024 * 1024;
const LIST = '/machineTranslation/mediaTranslation';
const media = (name: string, mimeType: string, bytes = 2048) => ({ name, mimeType, buffer: Buffer.alloc(bytes, 7) });
const mp3 = (name: string, bytes?: number) => media(name, 'audio/mpeg', bytes);
const mp4 = (name: string, bytes?: number) => media(name, 'video/mp4', bytes);

let context: BrowserContext;
let page: Page;

/**
 * The demo client's limits lowered to 1 MB for audio and 2 MB for video (acme allows 100 and 500), so the
 * size rules need only small buffers, and a 1.5 MB file shows the two limits apart.
 */
async function lowerMediaLimits(p: Page): Promise<void> {
  const status = await p.evaluate(async () => {
    const state = (await (await fetch('/__fixtures/state')).json()) as { mtSettings: Record<string, Record<string, unknown>> };
    state.mtSettings.acme = { ...state.mtSettings.acme, maxAudioFileSizeMB: 1, maxVideoFileSizeMB: 2 };
    const response = await fetch('/__fixtures/state', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(state) });
    return response.status;
  });
  expect(status).toBeLessThan(300);
}

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
  await drawer.getByRole('button', { name: new RegExp(`^Voice for ${language.replace(/[()]/g, '\\$&')}`) }).click();
  await page.getByRole('option', { name: voice }).click();
}

const addFiles = (drawer: Locator, ...files: ReturnType<typeof media>[]) => drawer.locator('input[type="file"]').setInputFiles(files);

/** Cancels, then reloads: the panel keeps its values over a close and reopen (by design), and the next check needs a fresh one. */
async function discardPanel(drawer: Locator): Promise<void> {
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer).toBeHidden();
  await openPortal(page, LIST);
}

async function submitAndSee(drawer: Locator, name: string): Promise<void> {
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('table', { name: 'Your media requests' }).getByRole('link', { name })).toBeVisible();
}

test.beforeAll(async ({ browser }, testInfo) => {
  // A context of our own (axe needs one made by newContext), with the project's device and base URL.
  context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  await signInFromHome(page, 'client');
  await lowerMediaLimits(page);
});
test.afterAll(() => context.close());
test.beforeEach(async () => {
  // Loaded once (after the limits changed); each check leaves the page on the list, so no reload is paid.
  if (new URL(page.url()).pathname !== LIST) await openPortal(page, LIST);
  await expect(page.getByRole('table', { name: 'Your media requests' }).getByRole('link', { name: 'Media - CEO town hall' })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
});

test('media requests and a request page with its outputs labelled per language; axe-clean', async () => {
  await expectAxeClean(page, 'the media requests');
  await page.getByRole('table', { name: 'Your media requests' }).getByRole('link', { name: 'Media - CEO town hall' }).click();
  await expect(page).toHaveURL(/\/machineTranslation\/mediaTranslation\/jr-media-done$/);
  await expect(page.getByText('CEO_town_hall.mp4')).toBeVisible();
  const spanish = page.getByRole('list', { name: 'Spanish (Spain)' });
  await expect(spanish.getByRole('listitem')).toHaveText(/^Dubbed media\s*CEO_town_hall_spa_dubbed\.mp4\s*Download$/);
  await expect(page.getByRole('list', { name: 'German' }).getByRole('button', { name: 'Download CEO_town_hall_deu_dubbed.mp4' })).toBeVisible();
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

test('transcription and translation: targets, subtitle types with More options; a request is created', async () => {
  const drawer = await openPanel();
  await chooseType(drawer, 'translation');
  await expect(drawer.getByRole('combobox', { name: /^Target languages/ })).toBeVisible();
  // The default subtitle formats, then the others under More options.
  const subtitles = drawer.getByRole('combobox', { name: /^Subtitle type/ });
  await subtitles.fill('DO');
  await expect(page.getByRole('option', { name: 'DOCX' })).toBeVisible();
  await subtitles.fill('VT');
  await expect(page.getByRole('option', { name: 'DOCX' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'VTT' })).toHaveCount(0);
  await subtitles.fill('');
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: 'More options' }).click();
  await subtitles.fill('VT');
  await page.getByRole('option', { name: 'VTT' }).click();
  await page.keyboard.press('Escape');
  await expect(drawer.getByRole('button', { name: /^Voice for/ })).toHaveCount(0);
  await addFiles(drawer, mp4('webinar.mp4'));
  await drawer.getByRole('textbox', { name: /^Project name/ }).fill('E2E subtitles');
  await pickSource(drawer);
  await pickTargets(drawer, 'German', 'French (France)');
  await submitAndSee(drawer, 'E2E subtitles');
});

test('dubbing: targets and a voice each, no subtitle types; a request is created', async () => {
  const drawer = await openPanel();
  await chooseType(drawer, 'dubbing');
  await expect(drawer.getByRole('combobox', { name: /^Subtitle type/ })).toHaveCount(0);
  await addFiles(drawer, mp4('keynote.mp4'));
  await drawer.getByRole('textbox', { name: /^Project name/ }).fill('E2E dubbing');
  await pickSource(drawer);
  await pickTargets(drawer, 'German');
  await pickVoice(drawer, 'German', /^Ben/);
  await expectAxeClean(page, 'the media panel, dubbing form');
  await submitAndSee(drawer, 'E2E dubbing');
});

test('embedding: targets, no subtitle types or voices; a request is created', async () => {
  const drawer = await openPanel();
  await chooseType(drawer, 'embedding');
  await expect(drawer.getByRole('combobox', { name: /^Target languages/ })).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: /^Subtitle type/ })).toHaveCount(0);
  await addFiles(drawer, mp4('promo.mp4'));
  await drawer.getByRole('textbox', { name: /^Project name/ }).fill('E2E embedded');
  await pickSource(drawer);
  await pickTargets(drawer, 'Italian');
  await expect(drawer.getByRole('button', { name: /^Voice for/ })).toHaveCount(0);
  await submitAndSee(drawer, 'E2E embedded');
});

test('size and type rules name the file and the limit; embedding needs video', async () => {
  const drawer = await openPanel();
  await chooseType(drawer, 'transcription');
  const files = drawer.locator('input[type="file"]');
  const submit = drawer.getByRole('button', { name: 'Submit' });
  await files.setInputFiles([mp3('long.mp3', 1.5 * MB)]);
  await submit.click();
  await expect(drawer.getByText('long.mp3 must be smaller than the audio file limit of 1 MB')).toBeVisible();
  await drawer.getByRole('button', { name: 'Remove long.mp3' }).click();
  await files.setInputFiles([mp4('big.mp4', 2.5 * MB)]);
  await expect(drawer.getByText('big.mp4 must be smaller than the video file limit of 2 MB')).toBeVisible();
  await drawer.getByRole('button', { name: 'Remove big.mp4' }).click();
  // 1.5 MB: over the audio limit, within the video one.
  await files.setInputFiles([mp4('fits.mp4', 1.5 * MB), mp3('voiceover.mp3')]);
  await expect(drawer.getByText(/must be smaller than/)).toHaveCount(0);

  // Changing the type keeps the files.
  await drawer.getByRole('button', { name: 'Change type' }).click();
  await chooseType(drawer, 'embedding');
  await expect(drawer.getByText('voiceover.mp3')).toBeVisible();
  await submit.click();
  await expect(drawer.getByText('Subtitles can only be embedded into video files')).toBeVisible();
  await drawer.getByRole('button', { name: 'Remove voiceover.mp3' }).click();
  await expect(drawer.getByText('Subtitles can only be embedded into video files')).toHaveCount(0);
  // Closed and opened again, the panel still holds the files.
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer).toBeHidden();
  await openPanel();
  await chooseType(drawer, 'embedding');
  await expect(drawer.getByText('fits.mp4')).toBeVisible();
  await discardPanel(drawer);
});

test('dubbing lists the targets without dubbing; a voice per target with its sample playing', async () => {
  const drawer = await openPanel();
  await chooseType(drawer, 'dubbing');
  await addFiles(drawer, mp4('town-hall.mp4'));
  await pickSource(drawer);
  await pickTargets(drawer, 'German', 'Thai', 'Vietnamese');
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer.getByText('Dubbing is not supported for: Thai, Vietnamese')).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Voice for Thai/ })).toBeVisible();

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
  await expect(drawer.getByLabel('Sample of Ben — male, calm')).toHaveAttribute('src', /\/__samples\/ben\.wav$/);
  await discardPanel(drawer);
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
  await injectFault(page, { method: 'POST', path: '/machineTranslation/actions/translateMediaFiles', status: 500, delayMs: 500 });
  const progress = await recordProgress(page, 'Upload progress', '[role="status"]');
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer.getByRole('alert')).toBeVisible();
  await expect(drawer.getByRole('status').filter({ hasText: 'Uploading your media' })).toHaveCount(0);
  const shown = await progress();
  expect(shown.at(-1)).toMatchObject({ value: 95, text: expect.stringContaining('95 % uploaded') });
  expect(shown.at(-1)!.text).toContain('Uploading your media');
  await expect(drawer.getByRole('textbox', { name: /^Project name/ })).toHaveValue('E2E after a failure');
  await expect(drawer.getByRole('combobox', { name: /^Source language/ })).toHaveValue('English (United States)');
  await expect(drawer.getByText('German', { exact: true })).toBeVisible();
  await expect(drawer.getByText('retry.mp4')).toBeVisible();
  await submitAndSee(drawer, 'E2E after a failure');
});

test('the panel is full width at 390 px and half width at 1280 px', async () => {
  const widthAt = async (width: number) => {
    await page.setViewportSize({ width, height: 800 });
    const drawer = await openPanel();
    const panel = drawer.locator('xpath=ancestor-or-self::*[contains(@class, "right-0")][1]').or(drawer.locator('.right-0')).first();
    const box = await panel.boundingBox();
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();
    return box;
  };
  expect(await widthAt(390)).toMatchObject({ x: 0, width: 390 });
  expect(await widthAt(1280)).toMatchObject({ x: 640, width: 640 });
});
