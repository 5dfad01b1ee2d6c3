// "Request human translation" on the real fixtures (part 2 §2.7, §2.8, §5, §9): when the button shows,
// the drawer's rules, custom fields, and what reaches the server.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { EscalationDrawer } from '../../../../src/apps/machineTranslation/files/EscalationDrawer';
import type { JobRequest } from '../../../../src/platform/domain/entities/jobRequest';
import { manifest } from '../../../../src/apps/machineTranslation/manifest';
import { DEFAULT_CONFIG } from '../../../../src/platform/config/runtimeConfig';
import { useFixtureServer } from '../../../support/fixtureServer';
import { startTestPlatform } from '../../../support/platform';
import { renderTool, type RenderedView } from '../../../support/renderTool';

const fixtures = useFixtureServer();
const PAGE = '/machineTranslation/fileTranslation';
const job = (id: string) => fixtures.backend.ctx.state.jobRequests.find((r) => r.id === id)!;

async function choose({ user }: RenderedView, drawer: HTMLElement, label: RegExp, option: string) {
  await user.click(within(drawer).getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openDrawer(view: RenderedView) {
  await view.user.click(await screen.findByRole('button', { name: 'Request human translation' }));
  return screen.findByRole('dialog', { name: 'Request human translation' });
}

describe('human expert escalation', () => {
  it('shows only for COMPLETED or FAILED requests and when escalation is not disabled', async () => {
    const first = await renderTool(manifest, `${PAGE}/jr-mt-escalated`, { as: 'client' });
    await screen.findByRole('heading', { name: 'MT - Supplier contract' });
    expect(screen.queryByRole('button', { name: 'Request human translation' })).toBeNull();
    // Once escalated, the page links the human translation project in the TMS (a new tab).
    const project = screen.getByRole('link', { name: 'Supplier contract (human review)' });
    expect(project).toHaveAttribute('href', 'https://tms.example.com/projects/48211');
    expect(project).toHaveAttribute('target', '_blank');
    first.unmount();

    fixtures.backend.ctx.state.mtSettings.acme!.disableHumanEscalation = true;
    await renderTool(manifest, `${PAGE}/jr-mt-done`, { as: 'client' });
    await screen.findByRole('heading', { name: 'MT - Product FAQ' });
    expect(screen.queryByRole('button', { name: 'Request human translation' })).toBeNull();
  });

  it('a configured TMS base that is not a web address gives the project name alone, no link', async () => {
    const config = {
      ...DEFAULT_CONFIG,
      externalUrls: { ...DEFAULT_CONFIG.externalUrls, tmsBaseUrl: 'JAVASCRIPT:alert(1)//' },
    };
    await renderTool(manifest, `${PAGE}/jr-mt-escalated`, { as: 'client', config });
    expect(await screen.findByText('Supplier contract (human review)')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Supplier contract (human review)' })).toBeNull();
    expect(document.querySelector('a[href^="javascript" i]')).toBeNull();
  });

  it('reason required, other-reason required for Other; typed values survive a failed submit', async () => {
    const view = await renderTool(manifest, `${PAGE}/jr-mt-done`, { as: 'client' });
    const drawer = await openDrawer(view);
    expect(within(drawer).getByLabelText(/^Project name/)).toHaveValue('MT - Product FAQ');
    expect(within(drawer).getByRole('combobox', { name: /^Source language/ })).toBeDisabled();
    await view.user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(await within(drawer).findByRole('button', { name: /^Reason/ })).toHaveAccessibleDescription(
      'Required',
    );

    await choose(view, drawer, /^Reason/, 'Other');
    await view.user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(await within(drawer).findByLabelText(/^Other reason/)).toHaveAccessibleDescription('Required');

    fixtures.backend.injectFault({
      method: 'POST',
      path: '/api/v1/jobRequests/jr-mt-done/actions/submitToXtrf',
      status: 500,
      body: {},
    });
    await view.user.type(within(drawer).getByLabelText(/^Other reason/), 'Tone of voice');
    await choose(view, drawer, /^Department/, 'Marketing');
    await view.user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(await within(drawer).findByRole('alert')).toBeVisible();
    expect(within(drawer).getByLabelText(/^Other reason/)).toHaveValue('Tone of voice');
    expect(job('jr-mt-done').status).toBe('COMPLETED');
  });

  it("'Need human translation' submits a quote request with the notes' prefix and translated files as OTHER", async () => {
    const view = await renderTool(manifest, `${PAGE}/jr-mt-done`, { as: 'client' });
    const drawer = await openDrawer(view);
    await choose(view, drawer, /^Reason/, 'Need human translation');
    await choose(view, drawer, /^Department/, 'Marketing');
    await view.user.type(within(drawer).getByLabelText(/^Notes/), 'Please keep the glossary.');
    await view.user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stored = job('jr-mt-done');
    expect(stored.requestType).toBe('QUOTE_REQUEST');
    expect(stored.notes).toMatch(
      /^Source: AI Translation request "MT - Product FAQ" \(jr-mt-done\)\nReason: Need human translation\n\nPlease keep the glossary\.$/,
    );
    expect(stored.files.some((f) => f.category === 'TRANSLATED_DOCUMENT')).toBe(false);
    expect(
      stored.customFields?.some((f) => f.value === 'Marketing' || JSON.stringify(f).includes('Marketing')),
    ).toBe(true);
    expect(await screen.findByText(/Submitt(ing|ed) to Human Expert/)).toBeVisible();
  });
});

describe('human expert escalation with the reason and notes hidden by configuration', () => {
  it("follows the organisation's MT settings: no reason asked, and the notes carry only the source line", async () => {
    Object.assign(fixtures.backend.ctx.state.mtSettings.acme!, {
      hideHumanEscalationReason: true,
      hideHumanEscalationNotes: true,
    });
    const view = await renderTool(manifest, `${PAGE}/jr-mt-done`, { as: 'client' });
    const drawer = await openDrawer(view);
    expect(within(drawer).queryByRole('button', { name: /^Reason/ })).toBeNull();
    expect(within(drawer).queryByLabelText(/^Notes/)).toBeNull();
    await choose(view, drawer, /^Department/, 'Marketing');
    await view.user.click(within(drawer).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(job('jr-mt-done').notes).toBe('Source: AI Translation request "MT - Product FAQ" (jr-mt-done)'),
    );
    expect(job('jr-mt-done').files.some((f) => f.category === 'TRANSLATED_DOCUMENT')).toBe(true);
  });
});

describe('the escalation drawer while the page refetches the request', () => {
  it('keeps what was typed when the request arrives again (a new object, same request)', async () => {
    await startTestPlatform({ as: 'client' });
    const stored = job('jr-mt-done') as unknown as JobRequest;
    const user = userEvent.setup();
    const drawer = (request: JobRequest) => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <EscalationDrawer
          open
          onClose={() => undefined}
          request={request}
          languages={[stored.sourceLanguage!, ...(stored.targetLanguages ?? [])]}
        />
      </SWRConfig>
    );
    const view = render(drawer(stored));
    const dialog = await screen.findByRole('dialog', { name: 'Request human translation' });
    const name = within(dialog).getByLabelText(/^Project name/);
    await user.clear(name);
    await user.type(name, 'Typed by the user');
    view.rerender(drawer({ ...stored, targetLanguages: [...(stored.targetLanguages ?? [])] }));
    expect(within(dialog).getByLabelText(/^Project name/)).toHaveValue('Typed by the user');
  });
});
