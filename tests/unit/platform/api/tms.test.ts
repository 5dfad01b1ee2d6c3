import { describe, expect, it } from 'vitest';
import { getTmsAuthUrl } from '../../../../src/platform/api/tms';
import { ResponseFormatError } from '../../../../src/platform/http/errors';
import { answerEverything, newClient, runApiCases } from './apiCases';

describe('tms api', () => {
  const server = runApiCases([
    {
      name: 'getTmsAuthUrl GETs the configured absolute URL, outside the API root',
      call: (c) => getTmsAuthUrl(c, 'https://tms.test/oauth/authUrl'),
      method: 'GET',
      path: 'https://tms.test/oauth/authUrl',
      response: { authUrl: 'https://tms.test/authorize?client_id=portal' },
    },
  ]);

  it('an answer without authUrl is a ResponseFormatError', async () => {
    answerEverything(server, 200, { url: 'https://tms.test' });
    await expect(getTmsAuthUrl(newClient(), 'https://tms.test/oauth/authUrl')).rejects.toBeInstanceOf(
      ResponseFormatError,
    );
  });
});
