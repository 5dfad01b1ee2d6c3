// Submitting the request form on the real fixtures (part 2 §2.3, §4.2): the prepared request is created,
// its files uploaded and registered, the success page says which kind; a failure keeps everything typed.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../../src/apps/createProject/manifest';
import { SUCCESS_TEXTS } from '../../../../src/apps/createProject/SuccessPage';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool, type RenderedView } from '../../../support/renderTool';

const fixtures = useFixtureServer();
const posts = (suffix: string) =>
  fixtures.backend.journal().filter((e) => e.method === 'POST' && e.path.endsWith(suffix));

async function pick({ user }: RenderedView, label: RegExp, option: string) {
  await user.type(screen.getByRole('combobox', { name: label }), option.slice(0, 6));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

async function fillForm(view: RenderedView, form: HTMLElement) {
  const input = form.querySelector('input[type="file"]') as HTMLInputElement;
  await view.user.upload(
    input,
    new File(['hello world'], 'brochure.docx', { type: 'application/octet-stream' }),
  );
  // Acme's defaults: English (United States) into Spanish (Spain) and French (France); German is added.
  await pick(view, /^Target languages/, 'German');
  // Acme's required Department: Marketing keeps its mode (translation; Legal would switch to estimation).
  await view.user.click(within(form).getByRole('button', { name: /^Department/ }));
  await view.user.click(await screen.findByRole('option', { name: 'Marketing' }));
  const service = within(form).queryByRole('button', { name: /^Service/ });
  if (service) {
    await view.user.click(service);
    await view.user.click((await screen.findAllByRole('option'))[0]!);
  }
}

describe('submitting a request', () => {
  it('refuses a form without files or languages in the spec words, sending nothing', async () => {
    const view = await renderTool(manifest, '/createProject', { as: 'employee' });
    const form = await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 });
    const send = within(form).getAllByRole('button', { name: /^Send / })[0]!;
    await view.user.click(send);
    expect(await within(form).findByText(MESSAGES.FILES_REQUIRED)).toBeInTheDocument();
    expect(posts('/projects')).toHaveLength(0);
    expect(posts('/quotes')).toHaveLength(0);
  });

  it('sends to translation: creates, uploads and registers the files, then the translation success text', async () => {
    const view = await renderTool(manifest, '/createProject', { as: 'employee' });
    const form = await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 });
    await fillForm(view, form);
    const send =
      within(form).queryByRole('button', { name: 'Send to translation' }) ??
      within(form).getByRole('button', { name: 'Send for estimation' });
    const kind = send.textContent === 'Send to translation' ? 'project' : 'quote';
    await view.user.click(send);
    expect(await screen.findByText(SUCCESS_TEXTS[kind].title, {}, { timeout: 8000 })).toBeInTheDocument();
    const created = posts(kind === 'project' ? '/projects' : '/quotes');
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({ clientId: 'acme', sourceLanguageId: 'enu' });
    expect((created[0]!.body as { targetLanguageIds: string[] }).targetLanguageIds).toContain('deu');
    expect(posts('/actions/addFiles')).toHaveLength(1);
  });

  it('keeps every value and file when the create call fails, naming the step', async () => {
    const view = await renderTool(manifest, '/createProject', { as: 'employee' });
    const form = await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 });
    await fillForm(view, form);
    fixtures.backend.injectFault({
      method: 'POST',
      path: '/projects',
      status: 500,
      body: { message: 'Server down' },
    });
    const send = within(form)
      .getAllByRole('button', { name: /^Send / })
      .at(-1)!;
    await view.user.click(send);
    expect(
      await within(form).findByText('Your request could not be created: Server down', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(within(form).getByText('brochure.docx')).toBeInTheDocument();
    expect(within(form).getByText('German')).toBeInTheDocument();
    await view.user.click(send);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Request form' })).toBeNull(), {
      timeout: 8000,
    });
  });
});

describe('retrying after a failed upload', () => {
  it('names the upload step, keeps the form, and the retry finishes the same request (no second one)', async () => {
    const view = await renderTool(manifest, '/createProject', { as: 'employee' });
    const form = await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 });
    await fillForm(view, form);
    fixtures.backend.injectFault({
      method: 'POST',
      path: '^/__uploads/.*',
      status: 503,
      body: { message: 'Storage unavailable' },
    });
    const send = within(form).getByRole('button', { name: 'Send to translation' });
    await view.user.click(send);
    expect(
      await within(form).findByText(/^Your files could not be uploaded: /, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(within(form).getByText('brochure.docx')).toBeInTheDocument();
    expect(posts('/projects')).toHaveLength(1);
    await view.user.click(send);
    expect(await screen.findByText(SUCCESS_TEXTS.project.title, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(posts('/projects')).toHaveLength(1);
    expect(posts('/actions/addFiles')).toHaveLength(1);
  });
});
