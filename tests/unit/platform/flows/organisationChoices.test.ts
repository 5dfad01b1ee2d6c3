import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { organisationChoices } from '../../../../src/platform/flows/organisationChoices';
import { createHttpClient } from '../../../../src/platform/http/client';
import { useMswServer } from '../../../support/msw';

const API = 'http://api.test/api/v1';
const server = useMswServer();
const client = createHttpClient({ baseUrl: API });
const config = (clientId: string, companyName: string, status = 'ACTIVE') => ({
  clientId,
  companyName,
  status,
});

describe('organisation choices after sign-in', () => {
  it('are the linked organisations, active only, sorted by name', async () => {
    server.use(
      http.get(`${API}/userAccount/linkedClients`, () =>
        HttpResponse.json([config('z', 'Zeta'), config('i', 'Initech', 'INACTIVE'), config('a', 'acme')]),
      ),
    );
    expect((await organisationChoices(client, 'x@acme.example')).map((c) => c.clientId)).toEqual(['a', 'z']);
  });

  it("fall back to the client configs of the user's e-mail domain", async () => {
    let asked: string | null = null;
    server.use(
      http.get(`${API}/userAccount/linkedClients`, () => HttpResponse.json([])),
      http.get(`${API}/clientConfigs`, ({ request }) => {
        asked = new URL(request.url).searchParams.get('emailDomain');
        return HttpResponse.json([config('g', 'Globex'), config('h', 'Hooli', 'INACTIVE')]);
      }),
    );
    expect((await organisationChoices(client, 'Noclient@Holding.Example')).map((c) => c.clientId)).toEqual([
      'g',
    ]);
    expect(asked).toBe('holding.example');
  });

  it('ask nothing more without linked organisations or an e-mail', async () => {
    server.use(http.get(`${API}/userAccount/linkedClients`, () => HttpResponse.json([])));
    expect(await organisationChoices(client, undefined)).toEqual([]);
  });
});
