// The Text tab on the real fixtures (part 2 §2.6, §4.2, §8): validation, counter, translation with the
// detected language and score, post-edit once with its reset, its failure text, and Copy.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { manifest } from '../../../../src/apps/machineTranslation/manifest';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool, type RenderedView } from '../../../support/renderTool';

const fixtures = useFixtureServer();
const PAGE = '/machineTranslation/textTranslation';

async function chooseTarget({ user }: RenderedView, name: string) {
  await user.click(await screen.findByRole('button', { name: /^Target language/ }));
  await user.click(await screen.findByRole('option', { name }));
}

async function translate(view: RenderedView, text: string) {
  await chooseTarget(view, 'German');
  await view.user.type(screen.getByLabelText(/^Text to translate/), text);
  await view.user.click(screen.getByRole('button', { name: 'Translate' }));
  return screen.findByRole('region', { name: 'Translation result' });
}

const output = (result: HTMLElement) => within(result).getByLabelText('Translated text');

describe('text translation', () => {
  it('asks for a target and some text before sending anything', async () => {
    const view = await renderTool(manifest, PAGE, { as: 'client' });
    await view.user.click(await screen.findByRole('button', { name: 'Translate' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(fixtures.backend.journal().some((entry) => entry.path.includes('translateText'))).toBe(false);
  });

  it('counts characters against the limit and refuses a longer text', async () => {
    fixtures.backend.ctx.state.mtSettings.acme!.maxCharactersPerRequest = 10;
    const view = await renderTool(manifest, PAGE, { as: 'client' });
    await chooseTarget(view, 'German');
    await view.user.type(screen.getByLabelText(/^Text to translate/), 'Hello world!');
    expect(screen.getByText('12 / 10 characters')).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('The text must be at most 10 characters')).toBeVisible();
  });

  it('translates with the detected language and the AI score and its reason', async () => {
    const view = await renderTool(manifest, PAGE, { as: 'client' });
    const result = await translate(view, 'Hello world');
    expect(output(result)).toHaveValue('[deu] Héllö wörld');
    expect(within(result).getByText('Detected language: English (United States)')).toBeVisible();
    const stars = within(result).getByRole('img', { name: /of 5 stars/ });
    expect(stars).toHaveAccessibleDescription(/.+/);
  });

  it('post-edits once, shows the post-edited tab, and a change of text resets it', async () => {
    const view = await renderTool(manifest, PAGE, { as: 'client' });
    const result = await translate(view, 'hello   world ,again');
    const translated = (output(result) as HTMLTextAreaElement).value;
    await view.user.click(within(result).getByRole('button', { name: 'Post-edit with AI' }));
    expect(
      await within(result).findByRole('tab', { name: 'AI post-edited text', selected: true }),
    ).toBeVisible();
    expect(output(result)).not.toHaveValue(translated);
    expect(within(result).getByRole('button', { name: 'Post-edit with AI' })).toBeDisabled();
    await view.user.click(within(result).getByRole('tab', { name: 'Translation' }));
    expect(output(result)).toHaveValue(translated);

    await view.user.type(screen.getByLabelText(/^Text to translate/), '!');
    await waitFor(() => expect(within(result).queryByRole('tab')).toBeNull());
    expect(within(result).getByRole('button', { name: 'Post-edit with AI' })).toBeEnabled();
  });

  it('a failed post-edit shows the spec text and logs to the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = await renderTool(manifest, PAGE, { as: 'client' });
    const result = await translate(view, 'Hello world');
    fixtures.backend.injectFault({
      method: 'POST',
      path: '/api/v1/machineTranslation/actions/postEditText',
      status: 500,
      body: {},
    });
    await view.user.click(within(result).getByRole('button', { name: 'Post-edit with AI' }));
    expect(await within(result).findByText('Failed to post-edit text. Please try again.')).toBeVisible();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('Copy puts the shown text on the clipboard; Clear empties the form and the result', async () => {
    const view = await renderTool(manifest, PAGE, { as: 'client' });
    const result = await translate(view, 'Hello world');
    await view.user.click(within(result).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe((output(result) as HTMLTextAreaElement).value);
    await view.user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText(/^Text to translate/)).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Translation result' })).toBeNull();
  });

  it('without AI review or post-editing neither the score nor the button shows', async () => {
    Object.assign(fixtures.backend.ctx.state.mtSettings.acme!, {
      enableAiLinguisticQualityReview: false,
      enableAiPostEditing: false,
    });
    const view = await renderTool(manifest, PAGE, { as: 'client' });
    const result = await translate(view, 'Hello world');
    expect(within(result).queryByRole('img', { name: /stars/ })).toBeNull();
    expect(within(result).queryByRole('button', { name: 'Post-edit with AI' })).toBeNull();
  });
});
