import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getEnabledApplications, getUserAccount } from '../../../src/platform/api/userAccount';
import { startPlatform } from '../../../src/platform/react/startPlatform';
import { useMswServer } from '../../support/msw';
import { API, COGNITO, resetPlatform, TEST_CONFIG } from './support/harness';
import { CLIENT, idTokenFor, storeSession } from './support/session';

const server = useMswServer();
beforeEach(resetPlatform);

describe('the wired HTTP client', () => {
  it('refreshes exactly once when several requests get a 401 at the same time, then retries them all', async () => {
    const revoked = storeSession(CLIENT, { refreshToken: 'refresh-token-1' });
    const renewed = idTokenFor(CLIENT, { issuedAt: Math.floor(Date.now() / 1000) + 1 });
    const refreshes: unknown[] = [];
    server.use(
      http.post(COGNITO, async ({ request }) => {
        expect(request.headers.get('X-Amz-Target')).toBe('AWSCognitoIdentityProviderService.InitiateAuth');
        const body = (await request.json()) as { AuthFlow: string; AuthParameters: Record<string, string> };
        refreshes.push(body);
        // Let the other 401s arrive while this refresh is in flight.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({
          AuthenticationResult: {
            IdToken: renewed,
            AccessToken: 'access-2',
            ExpiresIn: 3600,
            TokenType: 'Bearer',
          },
        });
      }),
      http.get(`${API}/userAccount`, ({ request }) =>
        request.headers.get('Authorization') === `Bearer ${renewed}`
          ? HttpResponse.json({ loginName: 'client', roles: ['CLIENT'], clientConfig: null })
          : HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
      http.get(`${API}/userAccount/enabledApplications`, ({ request }) =>
        request.headers.get('Authorization') === `Bearer ${renewed}`
          ? HttpResponse.json({ applicationIds: ['reports'] })
          : HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    const { http: client, auth } = startPlatform({ config: TEST_CONFIG });
    expect(await auth.getIdToken()).toBe(revoked);

    const results = await Promise.all([
      getUserAccount(client),
      getEnabledApplications(client),
      getUserAccount(client),
      getUserAccount(client),
    ]);

    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]).toMatchObject({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: 'refresh-token-1' },
    });
    expect(results[1]).toEqual({ applicationIds: ['reports'] });
    expect(results.filter((result) => 'loginName' in result)).toHaveLength(3);
    expect(await auth.getIdToken()).toBe(renewed);
  });

  it('signs out when the refresh is refused, and the request fails with 401', async () => {
    storeSession(CLIENT);
    server.use(
      http.post(COGNITO, () =>
        HttpResponse.json(
          { __type: 'NotAuthorizedException', message: 'Refresh Token has expired' },
          { status: 400 },
        ),
      ),
      http.get(`${API}/userAccount`, () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
    );
    const { http: client, auth } = startPlatform({ config: TEST_CONFIG });
    await expect(getUserAccount(client)).rejects.toMatchObject({ status: 401 });
    expect(auth.currentUser()).toBeUndefined();
  });
});
