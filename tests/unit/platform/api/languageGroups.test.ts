import { describe, expect, it } from 'vitest';
import { listLanguageGroups, storeLanguageGroups } from '../../../../src/platform/api/languageGroups';
import type { LanguageGroup } from '../../../../src/platform/domain/entities/languageGroup';
import { ResponseFormatError } from '../../../../src/platform/http/errors';
import { answerEverything, newClient, runApiCases } from './apiCases';

const groups: LanguageGroup[] = [
  { name: 'Nordics', scope: 'PERSONAL', languages: [{ xtrfId: 12 }, { xtrfId: 13, name: 'Swedish' }] },
];

describe('languageGroups api', () => {
  const server = runApiCases([
    {
      name: 'listLanguageGroups',
      call: (c) => listLanguageGroups(c),
      method: 'GET',
      path: '/userAccount/languageGroups',
      response: groups,
    },
    {
      name: 'storeLanguageGroups posts the whole list under the scope',
      call: (c) => storeLanguageGroups(c, 'PERSONAL', groups),
      method: 'POST',
      path: '/userAccount/languageGroups/PERSONAL',
      body: groups,
      response: groups,
      returns: undefined,
    },
    {
      name: 'storeLanguageGroups can empty a scope',
      call: (c) => storeLanguageGroups(c, 'ORGANIZATION', []),
      method: 'POST',
      path: '/userAccount/languageGroups/ORGANIZATION',
      body: [],
      returns: undefined,
    },
  ]);

  it('a list answer whose groups have no name is a ResponseFormatError, not groups', async () => {
    answerEverything(server, 200, [{ scope: 'PERSONAL', languages: [] }]);
    await expect(listLanguageGroups(newClient())).rejects.toBeInstanceOf(ResponseFormatError);
  });
});
