import { describe, expect, it } from 'vitest';
import {
  assignClient,
  createUserAccount,
  getEnabledApplications,
  getUserAccount,
  listLinkedClients,
} from '../../../../src/platform/api/userAccount';
import type { CreateUserAccountPayload } from '../../../../src/platform/domain/entities/userAccount';
import { ResponseFormatError } from '../../../../src/platform/http/errors';
import { answerEverything, newClient, runApiCases } from './apiCases';

const account = {
  loginName: 'jane',
  email: 'jane@acme.com',
  roles: ['CLIENT'],
  clientConfig: { clientId: 'c-1', companyName: 'Acme', status: 'ACTIVE' },
};

const payload: CreateUserAccountPayload = {
  clientId: 'c-1',
  email: 'jane@acme.com',
  firstName: 'Jane',
  lastName: 'Doe',
  password: 'Secret123',
  role: 'CLIENT_EMPLOYEE',
  address: {
    address1: '1 Main St',
    city: 'Boston',
    country: { id: 227, name: 'United States' },
    zipCode: '02101',
  },
  customFieldValues: [{ fieldName: 'Dept', value: 'Legal', mapping: 'dept' }],
};

describe('userAccount api', () => {
  const server = runApiCases([
    {
      name: 'getUserAccount',
      call: (c) => getUserAccount(c),
      method: 'GET',
      path: '/userAccount',
      response: account,
    },
    {
      name: 'getUserAccount without a client config',
      call: (c) => getUserAccount(c),
      method: 'GET',
      path: '/userAccount',
      response: { ...account, clientConfig: null },
    },
    {
      name: 'createUserAccount posts the payload',
      call: (c) => createUserAccount(c, payload),
      method: 'POST',
      path: '/userAccount',
      body: payload,
      response: { loginName: 'jane' },
      returns: undefined,
    },
    {
      name: 'assignClient posts clientId',
      call: (c) => assignClient(c, 'c-9'),
      method: 'POST',
      path: '/userAccount/actions/assignClient',
      body: { clientId: 'c-9' },
      returns: undefined,
    },
    {
      name: 'listLinkedClients',
      call: (c) => listLinkedClients(c),
      method: 'GET',
      path: '/userAccount/linkedClients',
      response: [account.clientConfig],
    },
    {
      name: 'getEnabledApplications',
      call: (c) => getEnabledApplications(c),
      method: 'GET',
      path: '/userAccount/enabledApplications',
      response: { applicationIds: ['createProject', 'reports'] },
    },
  ]);

  it('rejects an account whose clientConfig is not a record', async () => {
    answerEverything(server, 200, { ...account, clientConfig: 'c-1' });
    await expect(getUserAccount(newClient())).rejects.toBeInstanceOf(ResponseFormatError);
  });

  it('rejects enabled applications without applicationIds', async () => {
    answerEverything(server, 200, ['createProject']);
    await expect(getEnabledApplications(newClient())).rejects.toBeInstanceOf(ResponseFormatError);
  });
});
