import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_IDS } from '../../../src/platform/domain/enums';
import { DASHBOARD_EXPANSION_KEY } from '../../../src/platform/domain/storageKeys';
import { useMswServer } from '../../support/msw';
import { accountHandlers, API, renderShell, resetPlatform, TEST_CONFIG } from './support/harness';
import { ADMIN, CLIENT, QA, SSO, storeSession, SUPER_USER } from './support/session';

const server = useMswServer();
beforeEach(resetPlatform);

const tileIds = () =>
  within(screen.getByRole('list', { name: 'Your Tools' }))
    .getAllByRole('listitem')
    .map((item) => item.dataset.toolId);

describe('signed-out home', () => {
  it('welcomes with Sign in and Request quote, and no sign-in button in the header', async () => {
    renderShell('/');
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

  it('clears the dashboard expansion state when it loads', () => {
    sessionStorage.setItem(DASHBOARD_EXPANSION_KEY, '{"starts":true}');
    renderShell('/');
    expect(sessionStorage.getItem(DASHBOARD_EXPANSION_KEY)).toBeNull();
  });
});

describe('signed-in home', () => {
  it('greets by username and lists the enabled tools in the tile order', async () => {
    storeSession(CLIENT);
    server.use(...accountHandlers({ applicationIds: ['reports', 'coupa', 'createProject', 'notAToolHere'] }));
    renderShell('/');
    expect(await screen.findByRole('heading', { name: 'Welcome Back, client' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Tools' })).toBeInTheDocument();
    expect(tileIds()).toEqual(['createProject', 'reports', 'coupa']);
  });

  it('shows every tile in the spec order for a user with all applications', async () => {
    storeSession(CLIENT);
    server.use(...accountHandlers({ applicationIds: [...APPLICATION_IDS].reverse() }));
    renderShell('/');
    await screen.findByRole('list', { name: 'Your Tools' });
    expect(tileIds()).toEqual([...APPLICATION_IDS]);
  });

  it('greets federated accounts by e-mail', async () => {
    storeSession(SSO);
    server.use(...accountHandlers({ roles: ['CLIENT_EMPLOYEE'], loginName: 'sso' }));
    renderShell('/');
    expect(
      await screen.findByRole('heading', { name: 'Welcome Back, sso@acme.example' }),
    ).toBeInTheDocument();
  });

  it('says so when there are no applications', async () => {
    storeSession(CLIENT);
    server.use(...accountHandlers({ applicationIds: [] }));
    renderShell('/');
    expect(await screen.findByText('You do not have any applications')).toBeInTheDocument();
  });

  it('adds the dashboard card for staff only', async () => {
    storeSession(QA);
    server.use(...accountHandlers({ roles: ['QA'], applicationIds: ['invoices'] }));
    const staff = renderShell('/');
    await screen.findByRole('list', { name: 'Your Tools' });
    expect(tileIds()).toEqual(['dashboard', 'invoices']);
    staff.unmount();

    resetPlatform();
    storeSession(SUPER_USER);
    server.use(...accountHandlers({ roles: ['SUPER_USER'], applicationIds: ['invoices'] }));
    renderShell('/');
    await screen.findByRole('list', { name: 'Your Tools' });
    expect(tileIds()).toEqual(['invoices']);
  });
});

describe('tile behaviours', () => {
  async function homeWith(applicationIds: string[]) {
    storeSession(ADMIN);
    server.use(...accountHandlers({ roles: ['ADMIN'], applicationIds }));
    renderShell('/');
    await screen.findByRole('list', { name: 'Your Tools' });
  }

  it('opens the billing portal and the interpreting page in a new tab', async () => {
    await homeWith(['invoices', 'llsInterpretingService']);
    const invoices = screen.getByRole('link', { name: /^Invoices/ });
    expect(invoices).toHaveAttribute('href', TEST_CONFIG.externalUrls.billingPortal);
    expect(invoices).toHaveAttribute('target', '_blank');
    expect(invoices).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /^Interpreting Services/ })).toHaveAttribute(
      'href',
      TEST_CONFIG.externalUrls.interpretingPage,
    );
  });

  it('fetches the TMS authorization URL, then opens it', async () => {
    const opened = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    let authorization: string | null = null;
    server.use(
      http.get(TEST_CONFIG.externalUrls.tmsAuthUrl, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ authUrl: 'https://tms.test/oauth?state=1' });
      }),
    );
    await homeWith(['xtrfDashboard']);
    await userEvent.click(screen.getByRole('button', { name: /^Project Dashboard/ }));
    await waitFor(() => expect(opened.location.href).toBe('https://tms.test/oauth?state=1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(opened.opener).toBeNull();
    expect(authorization).toMatch(/^Bearer /);
  });

  it('closes the new tab and shows the error when the TMS URL cannot be fetched', async () => {
    const opened = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    server.use(
      http.get(TEST_CONFIG.externalUrls.tmsAuthUrl, () =>
        HttpResponse.json({ message: 'TMS is down' }, { status: 503 }),
      ),
    );
    await homeWith(['xtrfDashboard']);
    await userEvent.click(screen.getByRole('button', { name: /^Project Dashboard/ }));
    expect(await screen.findByText('TMS is down')).toBeInTheDocument();
    expect(opened.close).toHaveBeenCalled();
  });

  it('never opens an authorization URL that is not a web address', async () => {
    const opened = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    server.use(
      http.get(TEST_CONFIG.externalUrls.tmsAuthUrl, () => HttpResponse.json({ authUrl: 'javascript:alert(1)' })),
    );
    await homeWith(['xtrfDashboard']);
    await userEvent.click(screen.getByRole('button', { name: /^Project Dashboard/ }));
    expect(await screen.findByText('The server sent an unexpected response.')).toBeInTheDocument();
    expect(opened.close).toHaveBeenCalled();
    expect(opened.location.href).toBe('');
  });

  it('navigates in the app for every other tile, keeping the branch segment', async () => {
    server.use(http.get(`${API}/branches/b-east`, () => HttpResponse.json({})));
    storeSession(CLIENT);
    server.use(...accountHandlers({ applicationIds: ['quickTranslation', 'lltsConnect'] }));
    renderShell('/b-east');
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
