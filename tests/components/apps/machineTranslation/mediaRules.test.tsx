// The media create panel's rules on the fixtures (part 2 §2.9), moved here from the browser suite, which keeps
// the flows: the size and type rules naming the file and the limit, files kept across a type change and a
// close, the subtitle types under More options, and the targets dubbing does not support.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../../src/apps/machineTranslation/manifest';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool, type RenderedView } from '../../../support/renderTool';

const fixtures = useFixtureServer();
const MB = 1024 * 1024;

const TYPES = {
  transcription: /^Transcription\s?Turn the speech/,
  translation: /^Transcription and translation/,
  dubbing: /^Dubbing/,
  embedding: /^Embedded subtitles/,
};

const media = (name: string, type: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type });

/** Acme's limits lowered to 1 MB for audio and 2 MB for video, so a 1.5 MB file shows the two apart. */
function lowerMediaLimits() {
  const state = fixtures.backend.exportState();
  state.mtSettings.acme = { ...state.mtSettings.acme, maxAudioFileSizeMB: 1, maxVideoFileSizeMB: 2 };
  fixtures.backend.importState(state);
}

async function openPanel(view?: RenderedView): Promise<{ view: RenderedView; drawer: HTMLElement }> {
  const shown =
    view ?? (await renderTool(manifest, '/machineTranslation/mediaTranslation', { as: 'client' }));
  await shown.user.click(await screen.findByRole('button', { name: 'New media request' }));
  return { view: shown, drawer: await screen.findByRole('dialog', { name: 'New media request' }) };
}

async function chooseType({ user }: RenderedView, drawer: HTMLElement, type: keyof typeof TYPES) {
  await user.click(within(drawer).getByRole('button', { name: TYPES[type] }));
  await within(drawer).findByRole('button', { name: 'Change type' });
}

async function pick({ user }: RenderedView, field: HTMLElement, name: string) {
  await user.clear(field);
  await user.type(field, name);
  await user.click(await screen.findByRole('option', { name }));
}

const fileInput = (drawer: HTMLElement) => drawer.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('the media create panel’s rules', () => {
  it('names the file and the limit for audio and video, keeps the files across a type change and a close; embedding needs video', async () => {
    lowerMediaLimits();
    const { view, drawer } = await openPanel();
    const { user } = view;
    await chooseType(view, drawer, 'transcription');
    await user.upload(fileInput(drawer), media('long.mp3', 'audio/mpeg', 1.5 * MB));
    await user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(
      await within(drawer).findByText('long.mp3 must be smaller than the audio file limit of 1 MB'),
    ).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Remove long.mp3' }));
    await user.upload(fileInput(drawer), media('big.mp4', 'video/mp4', 2.5 * MB));
    expect(
      await within(drawer).findByText('big.mp4 must be smaller than the video file limit of 2 MB'),
    ).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Remove big.mp4' }));
    // 1.5 MB: over the audio limit, within the video one.
    await user.upload(fileInput(drawer), [
      media('fits.mp4', 'video/mp4', 1.5 * MB),
      media('voiceover.mp3', 'audio/mpeg'),
    ]);
    expect(within(drawer).queryByText(/must be smaller than/)).toBeNull();

    await user.click(within(drawer).getByRole('button', { name: 'Change type' }));
    await chooseType(view, drawer, 'embedding');
    expect(within(drawer).getByText('voiceover.mp3')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(
      await within(drawer).findByText('Subtitles can only be embedded into video files'),
    ).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Remove voiceover.mp3' }));
    expect(within(drawer).queryByText('Subtitles can only be embedded into video files')).toBeNull();

    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: 'New media request' });
    const reopened = await openPanel(view);
    await chooseType(view, reopened.drawer, 'embedding');
    expect(within(reopened.drawer).getByText('fits.mp4')).toBeInTheDocument();
  });

  it('offers the other subtitle types under More options, and names the targets dubbing does not support', async () => {
    const { view, drawer } = await openPanel();
    const { user } = view;
    await chooseType(view, drawer, 'translation');
    const subtitles = within(drawer).getByRole('combobox', { name: /^Subtitle type/ });
    await user.type(subtitles, 'VT');
    expect(screen.queryByRole('option', { name: 'VTT' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(within(drawer).getByRole('button', { name: 'More options' }));
    await pick(view, subtitles, 'VTT');
    await user.keyboard('{Escape}');
    expect(within(drawer).queryByRole('button', { name: /^Voice for/ })).toBeNull();

    await user.click(within(drawer).getByRole('button', { name: 'Change type' }));
    await chooseType(view, drawer, 'dubbing');
    await user.upload(fileInput(drawer), media('town-hall.mp4', 'video/mp4'));
    const targets = within(drawer).getByRole('combobox', { name: /^Target languages/ });
    for (const name of ['German', 'Thai', 'Vietnamese']) await pick(view, targets, name);
    await user.keyboard('{Escape}');
    await user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(
      await within(drawer).findByText('Dubbing is not supported for: Thai, Vietnamese'),
    ).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /^Voice for Thai/ })).toBeInTheDocument();
  });
});
