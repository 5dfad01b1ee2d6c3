import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMswServer } from '../../support/msw';
import { API, renderShell, resetPlatform } from './support/harness';
import { storeSession } from './support/session';

const server = useMswServer();
beforeEach(resetPlatform);

const NOCLIENT = { username: 'noclient', email: 'noclient@initech.example', groups: ['CLIENT'] };

function backend({
  linked = [
    { clientId: 'globex', companyName: 'Globex', status: 'ACTIVE' },
    { clientId: 'acme', companyName: 'Acme', status: 'ACTIVE' },
    { clientId: 'old', companyName: 'Old Co', status: 'INACTIVE' },
  ],
} = {}) {
  const state = { clientConfig: null as null | Record<string, unknown>, assigned: [] as unknown[] };
  server.use(
    http.get(`${API}/userAccount`, () =>
      HttpResponse.json({
        loginName: 'noclient',
        email: NOCLIENT.email,
        roles: ['CLIENT'],
        clientConfig: state.clientConfig,
      }),
    ),
    http.get(`${API}/userAccount/enabledApplications`, () =>
      HttpResponse.json({ applicationIds: ['createProject'] }),
    ),
    http.get(`${API}/userAccount/linkedClients`, () => HttpResponse.json(linked)),
    http.get(`${API}/clientConfigs`, ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('emailDomain') === 'initech.example'
          ? [{ clientId: 'initech', companyName: 'Initech', status: 'ACTIVE' }]
          : [],
      ),
    ),
    http.post(`${API}/userAccount/actions/assignClient`, async ({ request }) => {
      const body = (await request.json()) as { clientId: string };
      state.assigned.push(body);
      state.clientConfig = { clientId: body.clientId, companyName: 'Chosen' };
      return HttpResponse.json({});
    }),
  );
  return state;
}

describe('organisation picker', () => {
  it('comes first for a client without a client config, requires a choice and assigns it', async () => {
    storeSession(NOCLIENT);
    const state = backend();
    renderShell('/');
    expect(await screen.findByRole('heading', { name: 'Choose your organisation' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Tools' })).toBeNull();
    const select = await screen.findByRole('combobox', { name: /Organisation/ });
    // Active linked organisations only, by name.
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Select an organisation',
      'Acme',
      'Globex',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(state.assigned).toEqual([]);

    await userEvent.selectOptions(select, 'globex');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(state.assigned).toEqual([{ clientId: 'globex' }]));
    expect(await screen.findByRole('heading', { name: 'Your Tools' })).toBeInTheDocument();
  });

  it('offers the client configs of the e-mail domain when the account has no linked clients', async () => {
    storeSession(NOCLIENT);
    backend({ linked: [] });
    renderShell('/');
    const select = await screen.findByRole('combobox', { name: /Organisation/ });
    await waitFor(() =>
      expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'initech']),
    );
  });

  it('is not shown to a client user who has a client config', async () => {
    storeSession({ username: 'client', groups: ['CLIENT'] });
    server.use(
      http.get(`${API}/userAccount`, () =>
        HttpResponse.json({
          loginName: 'client',
          roles: ['CLIENT'],
          clientConfig: { clientId: 'acme', companyName: 'Acme' },
        }),
      ),
      http.get(`${API}/userAccount/enabledApplications`, () => HttpResponse.json({ applicationIds: [] })),
    );
    renderShell('/');
    expect(await screen.findByText('You do not have any applications')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Choose your organisation' })).toBeNull();
  });
});
