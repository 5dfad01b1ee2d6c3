// The media create panel on the fixtures (part 2 §2.9): the project types, the fields each shows, a voice
// per target for dubbing, and a transcription request created with its upload.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../../src/apps/machineTranslation/manifest';
import { MEDIA_PROJECT_TYPE_TEXTS } from '../../../../src/platform/flows/translateMedia';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool, type RenderedView } from '../../../support/renderTool';

const fixtures = useFixtureServer();

async function openPanel(): Promise<{ view: RenderedView; drawer: HTMLElement }> {
  const view = await renderTool(manifest, '/machineTranslation/mediaTranslation', { as: 'client' });
  await view.user.click(await screen.findByRole('button', { name: 'New media request' }, { timeout: 8000 }));
  return { view, drawer: await screen.findByRole('dialog', { name: 'New media request' }) };
}

describe('the media create panel', () => {
  it('explains each project type, then shows the fields that type uses', async () => {
    const { view, drawer } = await openPanel();
    for (const type of Object.values(MEDIA_PROJECT_TYPE_TEXTS))
      expect(within(drawer).getByText(type.description)).toBeInTheDocument();
    await view.user.click(within(drawer).getByRole('button', { name: /^Transcription\s?Turn the speech/ }));
    expect(within(drawer).queryByRole('combobox', { name: /^Target languages/ })).toBeNull();
    expect(within(drawer).getByRole('combobox', { name: /^Subtitle type/ })).toBeInTheDocument();
    expect(within(drawer).getByText('SRT')).toBeInTheDocument();
    await view.user.click(within(drawer).getByRole('button', { name: 'Change type' }));
    await view.user.click(within(drawer).getByRole('button', { name: /^Dubbing/ }));
    expect(within(drawer).queryByRole('combobox', { name: /^Subtitle type/ })).toBeNull();
    await view.user.type(within(drawer).getByRole('combobox', { name: /^Target languages/ }), 'German');
    await view.user.click(await screen.findByRole('option', { name: 'German' }));
    await view.user.keyboard('{Escape}');
    expect(await within(drawer).findByRole('button', { name: /^Voice for German/ })).toBeInTheDocument();
  });

  it('each step takes the focus at its heading: the chosen type’s fields, and the choice again after Change type', async () => {
    const { view, drawer } = await openPanel();
    // Pressed from the keyboard: the button goes away with the step, and focus must not fall to <body>.
    within(drawer)
      .getByRole('button', { name: /^Dubbing/ })
      .focus();
    await view.user.keyboard('{Enter}');
    expect(
      await within(drawer).findByRole('heading', { name: MEDIA_PROJECT_TYPE_TEXTS.DUBBING.title }),
    ).toHaveFocus();
    await view.user.click(within(drawer).getByRole('button', { name: 'Change type' }));
    expect(await within(drawer).findByRole('heading', { name: 'Choose the kind of project' })).toHaveFocus();
  });

  it('plays a voice’s sample from a web address only', async () => {
    fixtures.backend.ctx.state.dubbingVoices.find((v) => v.voiceName === 'ben')!.sampleUrl =
      'JavaScript:alert(document.domain)';
    const { view, drawer } = await openPanel();
    await view.user.click(within(drawer).getByRole('button', { name: /^Dubbing/ }));
    await view.user.type(within(drawer).getByRole('combobox', { name: /^Target languages/ }), 'German');
    await view.user.click(await screen.findByRole('option', { name: 'German' }));
    await view.user.keyboard('{Escape}');
    const voice = await within(drawer).findByRole('button', { name: /^Voice for German/ });
    await view.user.click(voice);
    await view.user.click(await screen.findByRole('option', { name: /^Aria/ }));
    expect(await within(drawer).findByLabelText(/^Sample of Aria/)).toHaveAttribute(
      'src',
      expect.stringMatching(/^http:\/\/.+\/__samples\/aria\.wav$/),
    );
    await view.user.click(voice);
    await view.user.click(await screen.findByRole('option', { name: /^Ben/ }));
    await waitFor(() => expect(within(drawer).queryByLabelText(/^Sample of Aria/)).toBeNull());
    expect(voice).toHaveTextContent(/Ben/);
    expect(drawer.querySelector('audio')).toBeNull();
  }, 40_000);

  it('refuses a request without files; creates a transcription with SRT and no targets', async () => {
    const { view, drawer } = await openPanel();
    const { user } = view;
    await user.click(within(drawer).getByRole('button', { name: /^Transcription\s?Turn the speech/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(await within(drawer).findByText(MESSAGES.FILES_REQUIRED)).toBeInTheDocument();
    await user.upload(
      drawer.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['x'.repeat(100)], 'interview.mp3', { type: 'audio/mpeg' }),
    );
    await user.type(within(drawer).getByRole('combobox', { name: /^Source language/ }), 'English (United');
    await user.click(await screen.findByRole('option', { name: 'English (United States)' }));
    await user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New media request' })).toBeNull(), {
      timeout: 8000,
    });
    const sent = fixtures.backend
      .journal()
      .filter((e) => e.method === 'POST' && e.path.endsWith('/translateMediaFiles'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      sourceLanguageId: 'enu',
      targetLanguageIds: [],
      subtitlesType: ['SRT'],
      isDubbingRequested: false,
    });
  });
});
