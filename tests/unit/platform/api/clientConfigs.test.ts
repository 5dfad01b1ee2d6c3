import { describe, expect, it } from 'vitest';
import {
  getClientConfig,
  listAvailableLanguages,
  listClientConfigs,
  listCustomFieldDefinitions,
} from '../../../../src/platform/api/clientConfigs';
import { ResponseFormatError } from '../../../../src/platform/http/errors';
import { answerEverything, newClient, runApiCases } from './apiCases';

const config = { clientId: 'c-1', companyName: 'Acme', status: 'ACTIVE' };
const field = { name: 'Cost center', type: 'INPUT_TEXT', category: 'USER' };

describe('clientConfigs api', () => {
  const server = runApiCases([
    {
      name: 'listClientConfigs joins externalGroups with commas',
      call: (c) =>
        listClientConfigs(c, {
          emailDomain: 'acme.com',
          contactEmail: 'a@acme.com',
          externalGroups: ['g1', 'g2'],
        }),
      method: 'GET',
      path: '/clientConfigs',
      query: { emailDomain: 'acme.com', contactEmail: 'a@acme.com', externalGroups: 'g1,g2' },
      response: [config],
    },
    {
      name: 'listClientConfigs omits empty values',
      call: (c) => listClientConfigs(c, { emailDomain: 'acme.com', contactEmail: '', externalGroups: [] }),
      method: 'GET',
      path: '/clientConfigs',
      query: { emailDomain: 'acme.com' },
      response: [],
    },
    {
      name: 'getClientConfig encodes the id',
      call: (c) => getClientConfig(c, 'a/b c'),
      method: 'GET',
      path: '/clientConfigs/a%2Fb%20c',
      response: config,
    },
    {
      name: 'listCustomFieldDefinitions sends the category',
      call: (c) => listCustomFieldDefinitions(c, 'c-1', 'USER'),
      method: 'GET',
      path: '/clientConfigs/c-1/customFieldDefinitions',
      query: { category: 'USER' },
      response: [field],
    },
    {
      name: 'listCustomFieldDefinitions without category',
      call: (c) => listCustomFieldDefinitions(c, 'c-1'),
      method: 'GET',
      path: '/clientConfigs/c-1/customFieldDefinitions',
      response: [],
    },
    {
      name: 'listAvailableLanguages',
      call: (c) => listAvailableLanguages(c, 'c-1'),
      method: 'GET',
      path: '/clientConfigs/c-1/availableLanguages',
      response: ['enu', 'deu'],
    },
  ]);

  it('rejects a list answer that is not an array', async () => {
    answerEverything(server, 200, { items: [config] });
    await expect(listClientConfigs(newClient(), {})).rejects.toBeInstanceOf(ResponseFormatError);
  });

  it('rejects available languages that are not ids', async () => {
    answerEverything(server, 200, [{ id: 'enu' }]);
    await expect(listAvailableLanguages(newClient(), 'c-1')).rejects.toBeInstanceOf(ResponseFormatError);
  });
});
