// Which send button a client's form offers, and who may not open it (part 2 §2.2–§2.3), on the real
// fixtures: SUBMIT_FOR_ESTIMATION_EXCEPT follows a custom value; a company that is only suspended, and a
// signed-in user's own client deactivated, say so instead of showing the form.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../../src/apps/createProject/manifest';
import { encodeClientLink } from '../../../../src/platform/domain/clientLink';
import { CREATE_REQUEST_ENTRY_TEXTS as T } from '../../../../src/platform/flows/createRequestEntry';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool } from '../../../support/renderTool';

const fixtures = useFixtureServer();
const sendButton = (form: HTMLElement, name: string) => within(form).queryByRole('button', { name });

describe('submission modes and inactive clients', () => {
  it('SUBMIT_FOR_ESTIMATION_EXCEPT by the client’s link: a patient letter goes straight to translation', async () => {
    const { user } = await renderTool(
      manifest,
      `/createProject/${encodeClientLink('umbrella', 'umbrella-create')}`,
    );
    const form = await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 });
    expect(sendButton(form, 'Send for estimation')).toBeInTheDocument();
    expect(sendButton(form, 'Send to translation')).toBeNull();
    const choose = async (option: string) => {
      await user.click(within(form).getByRole('button', { name: /^Document type/ }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await choose('Patient letter');
    await waitFor(() => expect(sendButton(form, 'Send to translation')).toBeInTheDocument());
    expect(sendButton(form, 'Send for estimation')).toBeNull();
    await choose('Consent form');
    await waitFor(() => expect(sendButton(form, 'Send for estimation')).toBeInTheDocument());
    expect(sendButton(form, 'Send to translation')).toBeNull();
  });

  it('a visitor whose only matching company is suspended is told the account is inactive', async () => {
    const { user } = await renderTool(manifest, '/createProject');
    await user.type(await screen.findByLabelText(/^Email/), 'bruce@wayne.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(T.inactiveClient, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Request form' })).toBeNull();
  });

  it('a signed-in user whose own client was deactivated gets the same sentence, no form', async () => {
    fixtures.backend.ctx.state.clientConfigs.find((config) => config.clientId === 'acme')!.status =
      'INACTIVE';
    await renderTool(manifest, '/createProject', { as: 'employee' });
    expect(await screen.findByText(T.inactiveClient, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Request form' })).toBeNull();
  });
});
