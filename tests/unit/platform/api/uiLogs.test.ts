import { describe, expect, it } from 'vitest';
import { sendUiLog } from '../../../../src/platform/api/uiLogs';
import { ApiError } from '../../../../src/platform/http/errors';
import { answerEverything, newClient, runApiCases } from './apiCases';

describe('uiLogs api', () => {
  const server = runApiCases([
    {
      name: 'sendUiLog posts level, message and details',
      call: (c) =>
        sendUiLog(c, { level: 'ERROR', message: 'Upload failed', details: { file: 'a.docx', status: 403 } }),
      method: 'POST',
      path: '/uiLogs',
      body: { level: 'ERROR', message: 'Upload failed', details: { file: 'a.docx', status: 403 } },
      returns: undefined,
    },
  ]);

  // The logging module swallows this call's failures; the call itself must report them to it.
  it('a failed log call rejects with the ApiError, for the logger to swallow', async () => {
    answerEverything(server, 500, { message: 'Internal Server Error' });
    const failure = await sendUiLog(newClient(), { level: 'ERROR', message: 'x' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(500);
  });
});
