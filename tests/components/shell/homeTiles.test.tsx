import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { APPLICATION_IDS } from '../../../src/platform/domain/enums';
import { DEFAULT_CONFIG } from '../../../src/platform/config/runtimeConfig';
import { COMMON_MESSAGES } from '../../../src/platform/http/catalogue';
import { DASHBOARD_EXPANSION_KEY } from '../../../src/platform/domain/storageKeys';
import { useFixtureServer } from '../../support/fixtureServer';
import { renderShell } from '../../support/renderTool';

const fixtures = useFixtureServer();

const tileIds = () =>
  within(screen.getByRole('list', { name: 'Your Tools' }))
    .getAllByRole('listitem')
    .map((item) => item.dataset.toolId);
const enabledApplications = (applicationIds: string[]) =>
  http.get('*/api/v1/userAccount/enabledApplications', () => HttpResponse.json({ applicationIds }));

describe('signed-out home', () => {
  it('welcomes with Sign in and Request quote, and no sign-in button in the header', async () => {
    await renderShell('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Sign in' })).toHaveLength(1);
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signUp',
    );
    expect(screen.getByRole('link', { name: 'Request quote' })).toHaveAttribute('href', '/createProject');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(window.location.pathname).toBe('/signIn');
  });

  it('clears the dashboard expansion state when it loads', async () => {
    await renderShell('/', { sessionStorage: { [DASHBOARD_EXPANSION_KEY]: '{"starts":true}' } });
    expect(sessionStorage.getItem(DASHBOARD_EXPANSION_KEY)).toBeNull();
  });
});

describe('signed-in home', () => {
  it('greets by username and lists the enabled tools in the spec’s tile order', async () => {
    await renderShell('/', { as: 'client' });
    expect(await screen.findByRole('heading', { name: 'Welcome Back, client' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Your Tools' });
    // client has every application (fixtures/data/applications.ts): the whole list, in the spec's order.
    expect(tileIds()).toEqual([...APPLICATION_IDS]);
  });

  it('orders tiles by the spec whatever the server’s order, and skips ids the portal has no tool for', async () => {
    fixtures.use(enabledApplications(['reports', 'coupa', 'createProject', 'notAToolHere']));
    await renderShell('/', { as: 'employee' });
    await screen.findByRole('list', { name: 'Your Tools' });
    expect(tileIds()).toEqual(['createProject', 'reports', 'coupa']);
  });

  it('greets federated accounts by e-mail', async () => {
    await renderShell('/', { as: 'sso' });
    expect(
      await screen.findByRole('heading', { name: 'Welcome Back, sso@acme.example' }),
    ).toBeInTheDocument();
  });

  it('says so when there are no applications', async () => {
    await renderShell('/', { as: 'noapps' });
    expect(await screen.findByText('You do not have any applications')).toBeInTheDocument();
  });

  it('adds the dashboard card, first, for staff only', async () => {
    const staff = await renderShell('/', { as: 'qa' });
    await screen.findByRole('list', { name: 'Your Tools' });
    expect(tileIds()[0]).toBe('dashboard');
    staff.unmount();

    // A super user may impersonate but is not on the staff list.
    await renderShell('/', { as: 'superuser' });
    await screen.findByRole('list', { name: 'Your Tools' });
    expect(tileIds()).not.toContain('dashboard');
  });
});

describe('tile behaviours', () => {
  async function adminHome() {
    await renderShell('/', { as: 'admin' });
    await screen.findByRole('list', { name: 'Your Tools' });
  }

  it('opens the billing portal and the interpreting page in a new tab', async () => {
    await adminHome();
    const invoices = screen.getByRole('link', { name: /^Invoices/ });
    expect(invoices).toHaveAttribute('href', DEFAULT_CONFIG.externalUrls.billingPortal);
    expect(invoices).toHaveAttribute('target', '_blank');
    expect(invoices).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /^Interpreting Services/ })).toHaveAttribute(
      'href',
      DEFAULT_CONFIG.externalUrls.interpretingPage,
    );
  });

  it('fetches the TMS authorization URL with the session, then opens it', async () => {
    const opened = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    await adminHome();
    await userEvent.click(screen.getByRole('button', { name: /^Project Dashboard/ }));
    await waitFor(() =>
      expect(opened.location.href).toMatch(/^https:\/\/tms\.example\.com\/oauth\/authorize\?/),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(opened.opener).toBeNull();
    const call = fixtures.backend.journal().find((entry) => entry.path.endsWith('/tms/authUrl'));
    expect(call?.headers).toMatchObject({ authorization: true, tokenUsername: 'admin' });
  });

  it('closes the new tab and shows the error when the TMS URL cannot be fetched', async () => {
    const opened = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    fixtures.backend.injectFault({
      method: 'GET',
      path: '/api/v1/tms/authUrl',
      status: 503,
      body: { message: 'TMS is down' },
    });
    await adminHome();
    await userEvent.click(screen.getByRole('button', { name: /^Project Dashboard/ }));
    expect(await screen.findByText('TMS is down')).toBeInTheDocument();
    expect(opened.close).toHaveBeenCalled();
  });

  it('never opens an authorization URL that is not a web address', async () => {
    const opened = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    fixtures.use(http.get('*/tms/authUrl', () => HttpResponse.json({ authUrl: ' JavaScript:alert(1)' })));
    await adminHome();
    await userEvent.click(screen.getByRole('button', { name: /^Project Dashboard/ }));
    // The spec's generic error (part 1 §8), as for every address refused.
    expect(await screen.findByText(COMMON_MESSAGES.unexpected)).toBeInTheDocument();
    expect(opened.close).toHaveBeenCalled();
    expect(opened.location.href).toBe('');
  });

  it('a configured tile address that is not a web address is no link; pressed, it shows the generic error', async () => {
    const config = {
      ...DEFAULT_CONFIG,
      externalUrls: { ...DEFAULT_CONFIG.externalUrls, billingPortal: 'javascript:alert(document.domain)' },
    };
    const open = vi.spyOn(window, 'open');
    await renderShell('/', { as: 'admin', config });
    await screen.findByRole('list', { name: 'Your Tools' });
    expect(screen.queryByRole('link', { name: /^Invoices/ })).toBeNull();
    expect(document.querySelector('a[href^="javascript" i]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Invoices/ }));
    expect(await screen.findByText(COMMON_MESSAGES.unexpected)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    // The other configured tile, a web address, is still a link.
    expect(screen.getByRole('link', { name: /^Interpreting Services/ })).toHaveAttribute(
      'href',
      DEFAULT_CONFIG.externalUrls.interpretingPage,
    );
  });

  it('navigates in the app for every other tile, keeping the branch segment', async () => {
    await renderShell('/b-east', { as: 'client' });
    await screen.findByRole('list', { name: 'Your Tools' });
    expect(screen.getByRole('link', { name: /^llts Connect/ })).toHaveAttribute(
      'href',
      '/b-east/lltsConnect',
    );
    await userEvent.click(screen.getByRole('link', { name: /^Quick Translation/ }));
    expect(window.location.pathname).toBe('/b-east/quickTranslation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick Translation' })).toBeInTheDocument();
    expect(screen.getByText('Future home of the page')).toBeInTheDocument();
  });
});
