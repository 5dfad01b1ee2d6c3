import { describe } from 'vitest';
import { sendUiLog } from '../../../../src/platform/api/uiLogs';
import { runApiCases } from './apiCases';

describe('uiLogs api', () => {
  runApiCases([
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
});
