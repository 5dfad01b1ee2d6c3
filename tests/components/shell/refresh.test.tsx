import { describe, expect, it } from 'vitest';
import { getEnabledApplications, getUserAccount } from '../../../src/platform/api/userAccount';
import { useFixtureServer } from '../../support/fixtureServer';
import { startTestPlatform } from '../../support/platform';

const fixtures = useFixtureServer();

/** The token refreshes the page asked the identity service for. */
const refreshes = () =>
  fixtures.backend
    .journal()
    .filter(
      (entry) =>
        entry.operation === 'InitiateAuth' &&
        (entry.body as { AuthFlow?: string } | undefined)?.AuthFlow === 'REFRESH_TOKEN_AUTH',
    );
const unauthorized = (path: string) =>
  fixtures.backend.injectFault({ method: 'GET', path, status: 401, body: { message: 'expired' } });

describe('the wired HTTP client', () => {
  it('refreshes exactly once when several requests get a 401 at the same time, then retries them all', async () => {
    const { http: client, auth } = await startTestPlatform({ as: 'client' });
    expect(await auth.getIdToken()).toBeTruthy();
    // The API turns the current token down once for each call in flight.
    for (let index = 0; index < 3; index++) unauthorized('/api/v1/userAccount');
    unauthorized('/api/v1/userAccount/enabledApplications');

    const results = await Promise.all([
      getUserAccount(client),
      getEnabledApplications(client),
      getUserAccount(client),
      getUserAccount(client),
    ]);

    expect(refreshes()).toHaveLength(1);
    expect(results.filter((result) => 'loginName' in result)).toHaveLength(3);
    expect(results[1]).toHaveProperty('applicationIds');
    expect(auth.currentUser()?.username).toBe('client');
  });

  it('signs out when the refresh is refused, and the request fails with 401', async () => {
    const { http: client, auth } = await startTestPlatform({ as: 'client' });
    fixtures.backend.injectFault({
      method: 'POST',
      path: '/cognito/',
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Refresh Token has expired' },
    });
    unauthorized('/api/v1/userAccount');
    await expect(getUserAccount(client)).rejects.toMatchObject({ status: 401 });
    expect(refreshes()).toHaveLength(1);
    expect(auth.currentUser()).toBeUndefined();
  });
});
