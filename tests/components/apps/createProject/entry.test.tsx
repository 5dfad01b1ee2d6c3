// Create request's entry flows on the real fixtures (part 2 §2.2).
import { screen, waitFor, within } from '@testing-library/react';
import moment from 'moment';
import { afterEach, describe, expect, it } from 'vitest';
import { manifest } from '../../../../src/apps/createProject/manifest';
import { CREATE_REQUEST_ENTRY_TEXTS as T } from '../../../../src/platform/flows/createRequestEntry';
import { setDemoClockOffset } from '../../../../src/platform/react/demoTime';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderShell, renderTool, type RenderedView } from '../../../support/renderTool';

const fixtures = useFixtureServer();
afterEach(() => setDemoClockOffset(0));

async function visitorWith(email: string): Promise<RenderedView> {
  const view = await renderTool(manifest, '/createProject');
  await view.user.type(await screen.findByLabelText(/^Email/), email);
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  return view;
}

describe('create request entry', () => {
  it('a signed-in user with linked organisations chooses one first; Cancel returns home', async () => {
    const { user } = await renderShell('/createProject', { as: 'client' });
    const choice = await screen.findByRole('radiogroup', { name: T.chooseOrganisation }, { timeout: 8000 });
    expect(within(choice).getAllByRole('radio').length).toBeGreaterThan(1);
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('a signed-in user of one organisation goes straight to the form, without the contact section', async () => {
    await renderTool(manifest, '/createProject', { as: 'employee' });
    const form = await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 });
    expect(within(form).queryByRole('group', { name: 'Contact' })).toBeNull();
    expect(within(form).getByRole('group', { name: 'Document info' })).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Project info' })).toBeInTheDocument();
  });

  it('the client’s banner shows from a web address only', async () => {
    const first = await renderTool(manifest, '/createProject', { as: 'employee' });
    expect(
      await screen.findByRole('img', { name: 'Acme Corporation banner' }, { timeout: 8000 }),
    ).toHaveAttribute('src', expect.stringMatching(/^http:\/\/.+\/__assets\/acme-banner\.svg$/));
    first.unmount();
    fixtures.backend.ctx.state.clientConfigs.find((c) => c.clientId === 'acme')!.bannerUrl =
      ' javascript:alert(document.domain)';
    await renderTool(manifest, '/createProject', { as: 'employee' });
    await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 });
    expect(screen.queryByRole('img', { name: 'Acme Corporation banner' })).toBeNull();
  });

  it('the default project name is dated by the page’s now: the demo clock when the demo panel moved it', async () => {
    const moved = 400 * 24 * 3600_000;
    setDemoClockOffset(moved);
    await renderTool(manifest, '/createProject', { as: 'employee' });
    const form = await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 });
    const day = moment(Date.now() + moved).format('YYYYMMDD');
    expect((within(form).getByLabelText(/^Project name/) as HTMLInputElement).value).toMatch(
      new RegExp(`^employee_${day}-\\d{6}$`),
    );
  });

  it('a visitor whose domain matches no company gets the generic form: estimate only', async () => {
    await visitorWith('someone@nowhere.example');
    const form = await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 });
    expect(within(form).getByRole('group', { name: 'Contact' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send for estimation' })).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Send to translation' })).toBeNull();
  });

  it('a visitor’s company, known from the e-mail’s domain, is filled in and stays editable', async () => {
    const { user } = await visitorWith('kim@acme.example');
    const form = await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 });
    const company = within(form).getByRole('textbox', { name: /^Company name/ });
    expect(company).toHaveValue('Acme Corporation');
    await user.clear(company);
    await user.type(company, 'Acme Labs');
    expect(company).toHaveValue('Acme Labs');
  });

  it('no company is filled in where the domain names none', async () => {
    await visitorWith('someone@nowhere.example');
    const form = await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 });
    expect(within(form).getByRole('textbox', { name: /^Company name/ })).toHaveValue('');
  });

  it('the visitor’s long form lists its sections, each a heading the list jumps to, fields in their order', async () => {
    await visitorWith('kim@acme.example');
    const form = await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 });
    const list = screen.getByRole('navigation', { name: 'Sections of the form' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Contact', 'Document info', 'Project info']);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).not.toBeNull();
      expect(form).toContainElement(target);
      expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent!);
    }
    // The groups keep their names and order, and the fields theirs.
    const groups = [...form.querySelectorAll(':scope > fieldset')];
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Contact',
      'Document info',
      'Project info',
    ]);
    const contact = within(form).getByRole('group', { name: 'Contact' });
    expect(
      within(contact)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual([
      'contactInfo.companyName',
      'contactInfo.email',
      'contactInfo.firstName',
      'contactInfo.lastName',
      'contactInfo.phoneNumber',
      'contactInfo.address1',
      'contactInfo.address2',
      'contactInfo.city',
      'contactInfo.zipCode',
    ]);
  });

  it('several active companies: a choice of the active ones that take visitors, by name', async () => {
    const { user } = await visitorWith('buyer@holding.example');
    const choice = await screen.findByRole('radiogroup', { name: T.chooseCompany });
    expect(within(choice).getAllByRole('radio')).toHaveLength(2);
    expect(choice.textContent).toMatch(/Acme Corporation.*Globex Industries/);
    await user.click(within(choice).getByRole('radio', { name: 'Globex Industries' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const form = await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 });
    // Globex takes estimates only, and shows its instructions line by line.
    expect(within(form).queryByRole('button', { name: 'Send to translation' })).toBeNull();
    expect(within(form).getByText('PDF files are quoted separately.')).toBeInTheDocument();
  });

  it('an inactive company, and one that refuses visitors, each say so', async () => {
    const first = await visitorWith('someone@initech.example');
    expect(await screen.findByText(T.inactiveClient)).toBeInTheDocument();
    first.unmount();
    await visitorWith('someone@umbrella.example');
    expect(await screen.findByText(T.unauthenticatedDisabled)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signIn?returnTo=%2FcreateProject',
    );
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
  });

  // The link's client id is base64, then URL-encoded (part 2 §2.1): acme is YWNtZQ==, initech aW5pdGVjaA==.
  it('an external link written as the spec says opens the client’s form', async () => {
    await renderTool(manifest, '/createProject/YWNtZQ%3D%3D/acme-create-2024');
    expect(await screen.findByRole('form', { name: 'Request form' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(T.invalidUrlTitle)).toBeNull();
  });

  it('an external link needs the client’s token, an active client and a client id that decodes', async () => {
    const bad = await renderTool(manifest, '/createProject/YWNtZQ%3D%3D/wrong-token');
    expect(await screen.findByText(T.invalidUrl)).toBeInTheDocument();
    expect(screen.getByText(T.invalidUrlTitle)).toBeInTheDocument();
    bad.unmount();
    const inactive = await renderTool(manifest, '/createProject/aW5pdGVjaA%3D%3D/initech-create');
    expect(await screen.findByText(T.inactiveClient)).toBeInTheDocument();
    inactive.unmount();
    // Not base64 at all: the link is invalid, and no client is asked for.
    const journalBefore = fixtures.backend.journal().length;
    await renderTool(manifest, '/createProject/%25%25%25/acme-create-2024');
    expect(await screen.findByText(T.invalidUrl)).toBeInTheDocument();
    expect(
      fixtures.backend
        .journal()
        .slice(journalBefore)
        .some((e) => e.path.includes('/clientConfigs')),
    ).toBe(false);
  });
});
