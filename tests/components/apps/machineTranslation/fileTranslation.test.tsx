// The File tab on the real fixtures (part 2 §2.7, §4.2, §5): the upload form's rules, a new request in
// Your requests, and the request detail with per-language files and Download all.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { COMMON_MESSAGES } from '../../../../src/platform/http/catalogue';
import { browserNavigation } from '../../../../src/platform/react/browserNavigation';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { manifest } from '../../../../src/apps/machineTranslation/manifest';
import { API, useFixtureServer } from '../../../support/fixtureServer';
import { currentPath, renderShell, renderTool, type RenderedView } from '../../../support/renderTool';

const fixtures = useFixtureServer();
const PAGE = '/machineTranslation/fileTranslation';
const state = () => fixtures.backend.ctx.state;
const docx = (name: string, size = 100) =>
  new File(['x'.repeat(size)], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });

async function addFiles({ user }: RenderedView, files: File[]) {
  const browse = await screen.findByRole('button', { name: /^Browse files/ });
  await user.upload(browse.parentElement!.querySelector('input[type="file"]') as HTMLInputElement, files);
}

async function pick({ user }: RenderedView, label: RegExp, option: string) {
  await user.type(screen.getByRole('combobox', { name: label }), option.slice(0, 6));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

const zipPosts = (id: string) =>
  fixtures.backend
    .journal()
    .filter((e) => e.method === 'POST' && e.path.endsWith(`/jobRequests/${id}/actions/zipTranslatedFiles`));

describe('file translation: upload and Your requests', () => {
  it('has a default name; no files and a target equal to the source are refused in the spec words', async () => {
    const view = await renderTool(manifest, PAGE, { as: 'client' });
    expect((await screen.findByLabelText<HTMLInputElement>(/^Request name/)).value).toMatch(
      /^client_\d{8}-\d{6}$/,
    );
    // Targets first: once a source is chosen, only the targets its file combinations allow are offered.
    await pick(view, /^Target languages/, 'German');
    await pick(view, /^Source language/, 'German');
    await view.user.click(screen.getByRole('button', { name: 'Translate' }));
    const form = screen.getByRole('form', { name: 'File translation' });
    expect(await within(form).findByText(MESSAGES.FILES_REQUIRED)).toBeVisible();
    expect(within(form).getAllByText(MESSAGES.TARGETS_INCLUDE_SOURCE)[0]).toBeVisible();
    expect(state().jobRequests.some((r) => r.createdBy === 'machineTranslation')).toBe(false);
  });

  it('offers only the targets the file translation combinations allow from the source; others are refused', async () => {
    const view = await renderTool(manifest, PAGE, { as: 'client' });
    const form = await screen.findByRole('form', { name: 'File translation' });
    await pick(view, /^Target languages/, 'German');
    await pick(view, /^Source language/, 'Japanese');
    expect(
      await within(form).findByText('Files cannot be translated from this source language into: German'),
    ).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'Remove German' }));
    await view.user.type(screen.getByRole('combobox', { name: /^Target languages/ }), 'Fren');
    expect(await screen.findByText('No matches')).toBeVisible();
    await view.user.keyboard('{Escape}');
    await view.user.clear(screen.getByRole('combobox', { name: /^Target languages/ }));
    await view.user.type(screen.getByRole('combobox', { name: /^Target languages/ }), 'Kor');
    expect(await screen.findByRole('option', { name: 'Korean' })).toBeVisible();
    expect(
      fixtures.backend
        .journal()
        .some(
          (e) =>
            e.path.endsWith('/xl8/fileTranslation/languageCombinations') &&
            e.query.sourceLanguageId === 'jpn',
        ),
    ).toBe(true);
  });

  it('a new request appears in Your requests at once', async () => {
    const view = await renderTool(manifest, PAGE, { as: 'client' });
    await addFiles(view, [docx('Handbook.docx')]);
    const name = screen.getByLabelText(/^Request name/);
    await view.user.clear(name);
    await view.user.type(name, 'Handbook in German');
    await pick(view, /^Source language/, 'English (United States)');
    await pick(view, /^Target languages/, 'German');
    await view.user.click(screen.getByRole('button', { name: 'Translate' }));
    const table = await screen.findByRole('table', { name: 'Your requests' });
    expect(await within(table).findByRole('link', { name: 'Handbook in German' })).toBeVisible();
    const created = state().jobRequests.find((r) => r.name === 'Handbook in German');
    expect(created?.origination).toBe('MT');
  });
});

describe('file translation: request detail', () => {
  it('shows the request with its translated files per language; Return goes back to the list', async () => {
    const view = await renderTool(manifest, `${PAGE}/jr-mt-done`, { as: 'client' });
    expect(await screen.findByRole('heading', { name: 'MT - Product FAQ' })).toBeVisible();
    expect(screen.getByText('Completed')).toBeVisible();
    for (const language of ['German', 'French (France)']) {
      const list = screen.getByRole('list', { name: new RegExp(`^${language.replace(/[()]/g, '\\$&')}`) });
      expect(within(list).getAllByRole('button', { name: /^Download / }).length).toBeGreaterThan(0);
    }
    await view.user.click(screen.getByRole('link', { name: 'Return' }));
    await waitFor(() => expect(currentPath()).toBe(PAGE));
  });

  it('Download all starts the zip, polls it and offers the link when it is ready', async () => {
    const view = await renderTool(manifest, `${PAGE}/jr-mt-done`, { as: 'client' });
    await view.user.click(await screen.findByRole('button', { name: 'Download all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download all' });
    await waitFor(() => expect(zipPosts('jr-mt-done')).toHaveLength(1));
    fixtures.backend.ctx.clock.advance(10_000);
    expect(
      await within(dialog).findByRole('link', { name: 'Download zip file' }, { timeout: 5000 }),
    ).toHaveAttribute('href', expect.stringContaining('jr-mt-done'));
  });

  it('a FAILED zip is asked for once more, then the failure text shows', async () => {
    const view = await renderTool(manifest, `${PAGE}/jr-mt-done`, { as: 'client' });
    await view.user.click(await screen.findByRole('button', { name: 'Download all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download all' });
    // Nothing left to zip: the fixture answers FAILED once the zip time has passed.
    const job = state().jobRequests.find((r) => r.id === 'jr-mt-done')!;
    job.files = job.files.filter((file) => file.category !== 'TRANSLATED_DOCUMENT');
    const ticking = setInterval(() => fixtures.backend.ctx.clock.advance(10_000), 100);
    try {
      expect(
        await within(dialog).findByText('Oops, something went wrong. Please try again.', undefined, {
          timeout: 8000,
        }),
      ).toBeVisible();
    } finally {
      clearInterval(ticking);
    }
    expect(zipPosts('jr-mt-done')).toHaveLength(2);
  }, 20_000);
});

describe('file translation: rename on the detail', () => {
  it('renames the request through the shared dialog and shows the new name', async () => {
    const view = await renderTool(manifest, `${PAGE}/jr-mt-done`, { as: 'client' });
    await view.user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename request' });
    const name = within(dialog).getByLabelText(/^Name/);
    await view.user.clear(name);
    await view.user.type(name, 'Product FAQ, final');
    await view.user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('heading', { name: 'Product FAQ, final' })).toBeVisible();
    expect(state().jobRequests.find((r) => r.id === 'jr-mt-done')?.name).toBe('Product FAQ, final');
  });

  it('Rename is off for an archived request', async () => {
    await renderTool(manifest, `${PAGE}/jr-mt-archived`, { as: 'client' });
    await screen.findByRole('heading', { name: 'MT - Old brochure' });
    expect(screen.getByRole('button', { name: 'Rename' })).toBeDisabled();
  });
});

// Addresses the server answers are followed only when they are web addresses.
describe('file translation: download addresses from the server', () => {
  const DOWNLOAD_URL = '/api/v1/jobRequests/jr-mt-done/files/**/downloadUrl';
  const firstGermanDownload = async () =>
    within(await screen.findByRole('list', { name: /^German/ }, { timeout: 8000 })).getAllByRole('button', {
      name: /^Download /,
    })[0]!;

  it.each([
    ' JavaScript:alert(document.domain)',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
  ])('a file address %j is refused with the generic error and never followed', async (downloadUrl) => {
    const leave = vi.spyOn(browserNavigation, 'leaveTo').mockImplementation(() => undefined);
    fixtures.backend.injectFault({ method: 'GET', path: DOWNLOAD_URL, status: 200, body: { downloadUrl } });
    const view = await renderShell(`${PAGE}/jr-mt-done`, { as: 'client' });
    await view.user.click(await firstGermanDownload());
    expect(await screen.findByText(COMMON_MESSAGES.unexpected)).toBeVisible();
    expect(leave).not.toHaveBeenCalled();
  });

  it('a file address in the provider’s storage (another origin) is opened', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveTo').mockImplementation(() => undefined);
    const signed = 'https://storage.example.com/jr-mt-done/faq.docx?X-Amz-Signature=abc';
    fixtures.backend.injectFault({
      method: 'GET',
      path: DOWNLOAD_URL,
      status: 200,
      body: { downloadUrl: signed },
    });
    const view = await renderTool(manifest, `${PAGE}/jr-mt-done`, { as: 'client' });
    await view.user.click(await firstGermanDownload());
    await waitFor(() => expect(leave).toHaveBeenCalledWith(signed));
  });

  it('a zip address that is not a web address is refused in the dialog, with no link', async () => {
    fixtures.use(
      http.get(`${API}/jobRequests/jr-mt-done/actions/zipTranslatedFiles/status`, () =>
        HttpResponse.json({ status: 'COMPLETED', downloadUrl: '\tjavascript:alert(1)' }),
      ),
    );
    const view = await renderTool(manifest, `${PAGE}/jr-mt-done`, { as: 'client' });
    await view.user.click(await screen.findByRole('button', { name: 'Download all' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Download all' });
    expect(await within(dialog).findByText(COMMON_MESSAGES.unexpected)).toBeVisible();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });
});
