// The request form's rules on the real fixtures (part 2 §2.3, §5): EXCEPT submission modes follow custom
// values, typed text and file links travel as the platform sends them, and each input method's messages.
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

async function acmeForm(): Promise<{ view: RenderedView; form: HTMLElement }> {
  const view = await renderTool(manifest, '/createProject', { as: 'employee' });
  return { view, form: await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 }) };
}

async function department({ user }: RenderedView, form: HTMLElement, value: string) {
  await user.click(within(form).getByRole('button', { name: /^Department/ }));
  await user.click(await screen.findByRole('option', { name: value }));
}

async function chooseService({ user }: RenderedView, form: HTMLElement) {
  const service = within(form).queryByRole('button', { name: /^Service/ });
  if (!service) return;
  await user.click(service);
  await user.click((await screen.findAllByRole('option'))[0]!);
}

describe('the request form', () => {
  it('SUBMIT_FOR_TRANSLATION_EXCEPT: Legal switches the button to Send for estimation', async () => {
    const { view, form } = await acmeForm();
    expect(within(form).getByRole('button', { name: 'Send to translation' })).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Send for estimation' })).toBeNull();
    await department(view, form, 'Legal');
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Send for estimation' })).toBeInTheDocument(),
    );
    expect(within(form).queryByRole('button', { name: 'Send to translation' })).toBeNull();
  });

  it('typed text: blank is refused; the text travels as a .txt named after the project', async () => {
    const { view, form } = await acmeForm();
    const { user } = view;
    await user.click(within(form).getByRole('radio', { name: 'Type or paste text' }));
    await user.type(within(form).getByLabelText(/^Text/), '   ');
    await user.click(within(form).getByRole('button', { name: 'Send to translation' }));
    await waitFor(() => expect(within(form).getByLabelText(/^Text/)).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByLabelText(/^Text/)).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.REQUIRED),
    );
    expect(posts('/projects')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/^Text/), 'Hello, world');
    await user.clear(within(form).getByLabelText(/^Project name/));
    await user.type(within(form).getByLabelText(/^Project name/), 'Spring: launch/notes');
    await department(view, form, 'Marketing');
    await chooseService(view, form);
    await user.click(within(form).getByRole('button', { name: 'Send to translation' }));
    expect(await screen.findByText(SUCCESS_TEXTS.project.title, {}, { timeout: 8000 })).toBeInTheDocument();
    const added = posts('/actions/addFiles');
    expect(JSON.stringify(added[0]!.body)).toContain('Spring- launch-notes.txt');
  });

  it('file links: URL format, duplicate URL and name refused in their own words; links sent with the request', async () => {
    const { view, form } = await acmeForm();
    const { user } = view;
    await user.click(within(form).getByRole('radio', { name: 'Links to files' }));
    await user.click(within(form).getByRole('button', { name: 'Send to translation' }));
    expect(await within(form).findByText(MESSAGES.FILE_LINKS_REQUIRED)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Link URL'), 'not a url');
    await user.type(within(form).getByLabelText('Link name'), 'Brief');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(await within(form).findByText(MESSAGES.INVALID_URL_FORMAT)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Link URL'));
    await user.type(within(form).getByLabelText('Link URL'), 'https://files.example/brief.pdf');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(within(form).getByText('https://files.example/brief.pdf')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Link URL'), 'https://files.example/brief.pdf');
    await user.type(within(form).getByLabelText('Link name'), 'Other');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(await within(form).findByText(MESSAGES.DUPLICATE_URL)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Link URL'));
    await user.type(within(form).getByLabelText('Link URL'), 'https://files.example/other.pdf');
    await user.clear(within(form).getByLabelText('Link name'));
    await user.type(within(form).getByLabelText('Link name'), 'Brief');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(await within(form).findByText(MESSAGES.DUPLICATE_LINK_NAME)).toBeInTheDocument();
    await department(view, form, 'Marketing');
    await chooseService(view, form);
    await user.click(within(form).getByRole('button', { name: 'Send to translation' }));
    expect(await screen.findByText(SUCCESS_TEXTS.project.title, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(posts('/projects')[0]!.body).toMatchObject({
      fileLinks: [{ url: 'https://files.example/brief.pdf', name: 'Brief' }],
    });
  });
});
