// The form and `llts request create` send the same body for the same input: both go through the
// platform's one request preparation. The CLI runs in this process against the same fixture backend the
// form talks to (msw answers both), so one journal holds what each sent.
import { screen, within } from '@testing-library/react';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { manifest } from '../../../../src/apps/createProject/manifest';
import { SUCCESS_TEXTS } from '../../../../src/apps/createProject/SuccessPage';
import { DEMO_PASSWORD } from '../../../../fixtures/data/personas';
import { cliHome } from '../../../cli/support';
import { API, useFixtureServer } from '../../../support/fixtureServer';
import { renderTool } from '../../../support/renderTool';

const fixtures = useFixtureServer();
const home = cliHome();
afterAll(() => home.cleanup());

type ProjectBody = {
  projectName: string;
  sourceLanguageId: string;
  targetLanguageIds: string[];
  xtrfServiceId?: number;
};
const created = () =>
  fixtures.backend
    .journal()
    .filter((entry) => entry.method === 'POST' && entry.path.endsWith('/projects'))
    .map((entry) => entry.body as ProjectBody);

describe('one request body from the form and from the CLI', () => {
  it('sends the same project for the same files, languages, field and service', async () => {
    const { user } = await renderTool(manifest, '/createProject', { as: 'employee' });
    const form = await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 });
    await user.upload(
      form.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['Our product is great.'], 'brochure.docx'),
    );
    await user.type(within(form).getByRole('combobox', { name: /^Target languages/ }), 'German');
    await user.click(await screen.findByRole('option', { name: 'German' }));
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('button', { name: /^Department/ }));
    await user.click(await screen.findByRole('option', { name: 'Marketing' }));
    await user.type(within(form).getByLabelText(/^Notes/), 'Rush');
    const service = within(form).queryByRole('button', { name: /^Service/ });
    if (service) {
      await user.click(service);
      await user.click((await screen.findAllByRole('option'))[0]!);
    }
    await user.click(within(form).getByRole('button', { name: 'Send to translation' }));
    expect(await screen.findByText(SUCCESS_TEXTS.project.title, {}, { timeout: 8000 })).toBeInTheDocument();
    const [fromForm] = created();

    writeFileSync(join(home.dir, 'brochure.docx'), 'Our product is great.');
    // jsdom replaces Node's FormData, which refuses the CLI's file-backed Node Blobs; the CLI runs on Node's.
    const nodeFormData = (
      await new Response('a=1', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }).formData()
    ).constructor;
    vi.stubGlobal('FormData', nodeFormData);
    const cli = await home.run(
      [
        '--api',
        API,
        '--user',
        'employee',
        '--password',
        DEMO_PASSWORD,
        'request',
        'create',
        '--name',
        fromForm!.projectName,
        '--source',
        fromForm!.sourceLanguageId,
        '--target',
        fromForm!.targetLanguageIds.join(','),
        ...(fromForm!.xtrfServiceId ? ['--service', String(fromForm!.xtrfServiceId)] : []),
        '--field',
        'Department=Marketing',
        '--notes',
        'Rush',
        '--files',
        'brochure.docx',
      ],
      { cwd: home.dir },
    );
    vi.unstubAllGlobals();
    expect(cli.stderr).toContain('Created project');
    expect(cli.code).toBe(0);
    const [, fromCli] = created();
    expect(fromForm!.targetLanguageIds).toContain('deu');
    expect(fromCli).toEqual(fromForm);
  }, 30_000);
});
