import { describe, expect, it } from 'vitest';
import { initializePunchoutLogIn, punchout } from '../../../../src/platform/api/tradeCentric';
import { ResponseFormatError } from '../../../../src/platform/http/errors';
import { answerEverything, newClient, runApiCases } from './apiCases';

describe('tradeCentric api', () => {
  const server = runApiCases([
    {
      name: 'initializePunchoutLogIn posts the request id',
      call: (c) => initializePunchoutLogIn(c, 'req-1'),
      method: 'POST',
      path: '/tradeCentric/punchout/actions/initializeLogIn',
      body: { requestId: 'req-1' },
      response: { username: 'coupa-user', token: 't0k3n' },
    },
    {
      name: 'punchout passes the body through',
      call: (c) => punchout(c, { jobRequestId: 'jr-1' }),
      method: 'POST',
      path: '/tradeCentric/punchout',
      body: { jobRequestId: 'jr-1' },
      response: { ok: true },
      returns: undefined,
    },
  ]);

  it('credentials without a token are a ResponseFormatError', async () => {
    answerEverything(server, 200, { username: 'coupa-user' });
    await expect(initializePunchoutLogIn(newClient(), 'req-1')).rejects.toBeInstanceOf(ResponseFormatError);
  });
});
