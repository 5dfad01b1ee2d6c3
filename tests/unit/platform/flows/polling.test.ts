import { beforeEach, describe, expect, it } from 'vitest';
import { FLOW_MESSAGES, FlowError, InvalidInputError } from '../../../../src/platform/flows/flowErrors';
import { listAllJobRequests } from '../../../../src/platform/flows/listJobRequests';
import { waitForStatus } from '../../../../src/platform/flows/waitForStatus';
import { downloadZip } from '../../../../src/platform/flows/zipDownload';
import { manualClock, useFakeApi } from './support';

const request = (status: string) => ({
  id: 'jr-1',
  name: 'n',
  status,
  origination: 'MT',
  createTime: '2026-11-02T09:00:00Z',
});

describe('downloadZip', () => {
  const api = useFakeApi();
  beforeEach(() => {
    api.install();
    api.answer('POST /jobRequests/jr-1/actions/zipTranslatedFiles', undefined);
  });

  it('asks for a zip when none was started, polls every second, returns the link', async () => {
    api.answer(
      'GET /jobRequests/jr-1/actions/zipTranslatedFiles/status',
      { status: 'NOT_STARTED' },
      { status: 'IN_PROGRESS' },
      { status: 'COMPLETED', downloadUrl: 'http://dl/z.zip' },
    );
    const clock = manualClock();
    expect(await downloadZip(api.client(), 'jr-1', { zipFileName: 'jr-1', clock })).toBe('http://dl/z.zip');
    expect(api.sent.filter((s) => s.method === 'POST').map((s) => s.query)).toEqual([
      { zipFileName: 'jr-1' },
    ]);
    expect(clock.sleeps).toEqual([1000, 1000]);
  });

  it('retries a FAILED zip once, then gives the failure text', async () => {
    api.answer('GET /jobRequests/jr-1/actions/zipTranslatedFiles/status', { status: 'FAILED' });
    const error = await downloadZip(api.client(), 'jr-1', { clock: manualClock() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FlowError);
    expect((error as Error).message).toBe(FLOW_MESSAGES.zipFailed);
    expect(api.sent.filter((s) => s.method === 'POST')).toHaveLength(1);
  });

  it('a retry that succeeds is a success', async () => {
    api.answer(
      'GET /jobRequests/jr-1/actions/zipTranslatedFiles/status',
      { status: 'FAILED' },
      { status: 'COMPLETED', downloadUrl: 'https://dl.example/retried.zip' },
    );
    expect(await downloadZip(api.client(), 'jr-1', { clock: manualClock() })).toBe(
      'https://dl.example/retried.zip',
    );
  });
});

describe('waitForStatus', () => {
  const api = useFakeApi();
  beforeEach(() => api.install());

  it('polls until the status falls in the asked-for group', async () => {
    api.answer('GET /jobRequests/jr-1', request('CREATED'), request('TRANSLATING'), request('COMPLETED'));
    const clock = manualClock();
    const reached = await waitForStatus(api.client(), 'jr-1', 'completed', { clock, intervalMs: 5000 });
    expect(reached.status).toBe('COMPLETED');
    expect(clock.sleeps).toEqual([5000, 5000]);
  });

  it('matches an exact status, and times out on the clock', async () => {
    api.answer('GET /jobRequests/jr-1', request('CREATED'));
    const error = await waitForStatus(api.client(), 'jr-1', 'QUOTE_READY_FOR_CLIENT_REVIEW', {
      clock: manualClock(),
      intervalMs: 10_000,
      timeoutMs: 25_000,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FlowError);
    expect((error as Error).message).toMatch(/Timed out .* \(last status CREATED\)/);
  });

  it('stops at once when the request ends in a final status that is not the one asked for', async () => {
    api.answer('GET /jobRequests/jr-1', request('TRANSLATING'), request('FAILED'));
    const clock = manualClock();
    const error = await waitForStatus(api.client(), 'jr-1', 'Completed', {
      clock,
      intervalMs: 10_000,
      timeoutMs: 86_400_000,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'FlowError', code: 'unreachableStatus', status: 'FAILED' });
    expect(clock.sleeps).toEqual([10_000]);
  });

  it('an unknown status or group is input to fix', async () => {
    await expect(waitForStatus(api.client(), 'jr-1', 'DONE')).rejects.toBeInstanceOf(InvalidInputError);
  });
});

describe('listAllJobRequests', () => {
  const api = useFakeApi();
  beforeEach(() => api.install());

  it('follows nextPageToken to the last page', async () => {
    api.answer(
      'GET /jobRequests',
      { items: [request('A')], nextPageToken: 't2' },
      { items: [request('B')], nextPageToken: 't3' },
      { items: [request('C')] },
    );
    const all = await listAllJobRequests(api.client(), { pageSize: 1, status: ['COMPLETED'] });
    expect(all.map((r) => r.status)).toEqual(['A', 'B', 'C']);
    expect(api.sent.map((s) => s.query)).toEqual([
      { pageSize: '1', status: 'COMPLETED' },
      { pageSize: '1', status: 'COMPLETED', pageToken: 't2' },
      { pageSize: '1', status: 'COMPLETED', pageToken: 't3' },
    ]);
  });

  it('stops when a token comes back twice', async () => {
    api.answer('GET /jobRequests', { items: [request('A')], nextPageToken: 'same' });
    expect(await listAllJobRequests(api.client(), {})).toHaveLength(2);
  });
});
