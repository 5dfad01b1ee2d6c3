import { describe, expect, it } from 'vitest';
import {
  disableAccount,
  disableMfa,
  enableAccount,
  getIdentitySettings,
  listOrganizationUsers,
} from '../../../../src/platform/api/organizationUsers';
import { ApiError, ResponseFormatError } from '../../../../src/platform/http/errors';
import { answerEverything, newClient, runApiCases } from './apiCases';

const base = '/userAccount/organizationClientContacts';

describe('organizationUsers api', () => {
  const server = runApiCases([
    {
      name: 'listOrganizationUsers',
      call: (c) => listOrganizationUsers(c),
      method: 'GET',
      path: base,
      response: [{ id: 7, email: 'b@acme.com', firstName: 'Bo', lastName: 'Li' }],
    },
    {
      name: 'getIdentitySettings keeps the API spelling and sends the query',
      call: (c) => getIdentitySettings(c, 7, { email: 'b+x@acme.com', includeMfaStatus: true }),
      method: 'GET',
      path: `${base}/7/indentitySettings`,
      query: { email: 'b+x@acme.com', includeMfaStatus: 'true' },
      response: { username: 'bo', isAccountEnabled: true, isMfaEnabled: false },
    },
    {
      name: 'getIdentitySettings omits empty values',
      call: (c) => getIdentitySettings(c, 'x/7', { email: '' }),
      method: 'GET',
      path: `${base}/x%2F7/indentitySettings`,
      response: { username: 'bo', isAccountEnabled: false },
    },
    {
      name: 'disableMfa posts the username',
      call: (c) => disableMfa(c, 7, 'bo'),
      method: 'POST',
      path: `${base}/7/actions/disableMfa`,
      body: { username: 'bo' },
      returns: undefined,
    },
    {
      name: 'enableAccount posts the username',
      call: (c) => enableAccount(c, 7, 'bo'),
      method: 'POST',
      path: `${base}/7/actions/enableAccount`,
      body: { username: 'bo' },
      returns: undefined,
    },
    {
      name: 'disableAccount posts the username',
      call: (c) => disableAccount(c, 7, 'bo'),
      method: 'POST',
      path: `${base}/7/actions/disableAccount`,
      body: { username: 'bo' },
      returns: undefined,
    },
  ]);

  it('contacts without an e-mail are a ResponseFormatError', async () => {
    answerEverything(server, 200, [{ id: 7, firstName: 'Bo' }]);
    await expect(listOrganizationUsers(newClient())).rejects.toBeInstanceOf(ResponseFormatError);
  });

  it("a refused row action reaches the caller as an ApiError with the server's status", async () => {
    answerEverything(server, 403, { message: 'Forbidden' });
    const refusal = await disableAccount(newClient(), 7, 'bo').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(403);
  });
});
