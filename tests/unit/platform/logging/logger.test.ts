import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../../src/platform/http/client';
import { createLogger } from '../../../../src/platform/logging/logger';
import { useMswServer } from '../../../support/msw';

const posted: unknown[] = [];
const server = useMswServer(
  http.post('http://api.test/api/v1/uiLogs', async ({ request }) => {
    posted.push(await request.json());
    return new HttpResponse(null, { status: 204 });
  }),
);
const client = createHttpClient({ baseUrl: 'http://api.test/api/v1' });

describe('logger', () => {
  it('defaults to the verbose level', () => {
    expect(createLogger().level).toBe('verbose');
  });

  it('writes every level at verbose and filters below its level', () => {
    const sink = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const logger = createLogger({ sink });
    logger.verbose('v');
    logger.info('i');
    expect(sink.debug).toHaveBeenCalledWith('[verbose] v', '');
    expect(sink.info).toHaveBeenCalledWith('[info] i', '');
    logger.level = 'warn';
    logger.info('hidden');
    logger.warn('shown');
    expect(sink.info).toHaveBeenCalledTimes(1);
    expect(sink.warn).toHaveBeenCalledWith('[warn] shown', '');
  });

  it('posts errors to /uiLogs with level, message and details', async () => {
    posted.length = 0;
    const logger = createLogger({ http: () => client });
    logger.error('Upload failed', new Error('boom'));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      level: 'ERROR',
      message: 'Upload failed',
      details: { name: 'Error', message: 'boom' },
    });
  });

  it('does not post below error', async () => {
    posted.length = 0;
    createLogger({ http: () => client }).warn('just a warning');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posted).toHaveLength(0);
  });

  it('never throws, even when the sink and the log call fail', async () => {
    server.use(http.post('http://api.test/api/v1/uiLogs', () => HttpResponse.error()));
    const sink = {
      debug: () => {
        throw new Error('x');
      },
      info: () => undefined,
      warn: () => undefined,
      error: () => {
        throw new Error('x');
      },
    };
    const logger = createLogger({ sink, http: () => client });
    expect(() => logger.verbose('a')).not.toThrow();
    expect(() => logger.error('b')).not.toThrow();
    const throwingHttp = createLogger({
      http: () => {
        throw new Error('no client');
      },
    });
    expect(() => throwingHttp.error('c')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
});
