import { describe, expect, it } from 'vitest';
import {
  getFileDownloadUrl,
  getZipStatus,
  zipTranslatedFiles,
} from '../../../../src/platform/api/jobRequestFiles';
import { ResponseFormatError } from '../../../../src/platform/http/errors';
import { answerEverything, newClient, runApiCases } from './apiCases';

describe('jobRequestFiles api', () => {
  const server = runApiCases([
    {
      name: 'getFileDownloadUrl encodes the file key and sends inline',
      call: (c) => getFileDownloadUrl(c, 'jr-1', 'out/deu/a b.docx', { inline: true }),
      method: 'GET',
      path: '/jobRequests/jr-1/files/out%2Fdeu%2Fa%20b.docx/downloadUrl',
      query: { inline: 'true' },
      response: { downloadUrl: 'https://storage.test/a.docx?sig=1' },
    },
    {
      name: 'getFileDownloadUrl without inline',
      call: (c) => getFileDownloadUrl(c, 'jr-1', 'k'),
      method: 'GET',
      path: '/jobRequests/jr-1/files/k/downloadUrl',
      response: { downloadUrl: 'https://storage.test/k' },
    },
    {
      name: 'zipTranslatedFiles sends the zip name in the query, no body',
      call: (c) => zipTranslatedFiles(c, 'jr-1', 'jr-1.zip'),
      method: 'POST',
      path: '/jobRequests/jr-1/actions/zipTranslatedFiles',
      query: { zipFileName: 'jr-1.zip' },
      response: { status: 'IN_PROGRESS' },
      returns: undefined,
    },
    {
      name: 'getZipStatus',
      call: (c) => getZipStatus(c, 'jr-1'),
      method: 'GET',
      path: '/jobRequests/jr-1/actions/zipTranslatedFiles/status',
      response: { status: 'COMPLETED', downloadUrl: 'https://storage.test/jr-1.zip' },
    },
  ]);

  it('a download answer without downloadUrl is a ResponseFormatError', async () => {
    answerEverything(server, 200, { url: 'https://storage.test/k' });
    await expect(getFileDownloadUrl(newClient(), 'jr-1', 'k')).rejects.toBeInstanceOf(ResponseFormatError);
  });
});
