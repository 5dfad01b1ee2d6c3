// The polling flows on the fixture backend, with the flow's clock moving the backend's: a zip is in progress
// for a few seconds, then done (or failed when there is nothing to zip); jr-mt-progress, 8 s into a machine
// translation, analyses, translates and completes at 45 s.
import { describe, expect, it } from 'vitest';
import { listJobRequests } from '../../../../src/platform/api/jobRequests';
import { FLOW_MESSAGES, FlowError, InvalidInputError } from '../../../../src/platform/flows/flowErrors';
import { listAllJobRequests } from '../../../../src/platform/flows/listJobRequests';
import { waitForStatus } from '../../../../src/platform/flows/waitForStatus';
import { downloadZip } from '../../../../src/platform/flows/zipDownload';
import { ZIP_DURATION_MS } from '../../../../fixtures/progress/zipStatus';
import { clientFor, useRuntimeBackend } from '../../../fixtures/support/runtimeBackend';
import { fixtureClock, sentTo } from './support';

const backend = useRuntimeBackend();
const http = clientFor('client');
const sent = () => sentTo(backend());

describe('downloadZip', () => {
  const zipCalls = (id: string) =>
    sent().filter((s) => s.method === 'POST' && s.path === `/jobRequests/${id}/actions/zipTranslatedFiles`);

  it('asks for a zip when none was started, polls every second, returns the link', async () => {
    const clock = fixtureClock(backend());
    const link = await downloadZip(http, 'jr-mt-done', { zipFileName: 'jr-1', clock });
    expect(new URL(link).pathname).toMatch(/^\/__zips\/.+\/jr-1\.zip$/);
    expect(zipCalls('jr-mt-done').map((s) => s.query)).toEqual([{ zipFileName: 'jr-1' }]);
    // Polled every second until the zip was done.
    expect(clock.sleeps).toEqual(Array(ZIP_DURATION_MS / 1000).fill(1000));
  });

  it('retries a FAILED zip once, then gives the failure text', async () => {
    // A failed translation has nothing to zip: each zip fails.
    const error = await downloadZip(http, 'jr-mt-failed', { clock: fixtureClock(backend()) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FlowError);
    expect((error as Error).message).toBe(FLOW_MESSAGES.zipFailed);
    // The first request, then the one retry.
    expect(zipCalls('jr-mt-failed')).toHaveLength(2);
  });

  it('a retry that succeeds is a success', async () => {
    backend().injectFault({
      method: 'GET',
      path: '/jobRequests/jr-mt-done/actions/zipTranslatedFiles/status',
      status: 200,
      body: { status: 'FAILED', downloadUrl: null },
    });
    const link = await downloadZip(http, 'jr-mt-done', { clock: fixtureClock(backend()) });
    expect(new URL(link).pathname).toMatch(/^\/__zips\/.+\/jr-mt-done-translated\.zip$/);
    expect(zipCalls('jr-mt-done')).toHaveLength(1);
  });
});

describe('waitForStatus', () => {
  const polled = (statuses: string[]) => ({
    onPoll: ({ status }: { status: string }) => statuses.push(status),
  });

  it('polls until the status falls in the asked-for group', async () => {
    const clock = fixtureClock(backend());
    const statuses: string[] = [];
    const reached = await waitForStatus(http, 'jr-mt-progress', 'completed', {
      clock,
      intervalMs: 20_000,
      ...polled(statuses),
    });
    expect(reached.status).toBe('COMPLETED');
    expect(statuses).toEqual(['ANALYZING', 'TRANSLATING', 'COMPLETED']);
    expect(clock.sleeps).toEqual([20_000, 20_000]);
  });

  it('matches an exact status, and times out on the clock', async () => {
    const error = await waitForStatus(http, 'jr-mt-progress', 'QUOTE_READY_FOR_CLIENT_REVIEW', {
      clock: fixtureClock(backend()),
      intervalMs: 10_000,
      timeoutMs: 25_000,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FlowError);
    expect((error as Error).message).toMatch(/Timed out .* \(last status TRANSLATING\)/);
  });

  it('stops at once when the request ends in a final status that is not the one asked for', async () => {
    // This translation is set to fail when its work ends.
    backend().ctx.state.jobRequests.find((job) => job.id === 'jr-mt-progress')!.progress!.outcome = 'FAILED';
    const clock = fixtureClock(backend());
    const statuses: string[] = [];
    const error = await waitForStatus(http, 'jr-mt-progress', 'Completed', {
      clock,
      intervalMs: 30_000,
      timeoutMs: 86_400_000,
      ...polled(statuses),
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'FlowError', code: 'unreachableStatus', status: 'FAILED' });
    expect(statuses).toEqual(['ANALYZING', 'TRANSLATING', 'FAILED']);
    expect(clock.sleeps).toEqual([30_000, 30_000]);
  });

  it('an unknown status or group is input to fix', async () => {
    await expect(waitForStatus(http, 'jr-mt-progress', 'DONE')).rejects.toBeInstanceOf(InvalidInputError);
    expect(sent()).toEqual([]);
  });
});

describe('listAllJobRequests', () => {
  // globex's three failed requests, as its user `noapps` sees them.
  const globex = clientFor('noapps');
  const query = { pageSize: 1, status: ['FAILED' as const] };

  it('follows nextPageToken to the last page', async () => {
    const whole = await listJobRequests(globex, { status: ['FAILED'] });
    expect(whole.items).toHaveLength(3);
    // The tokens the backend hands out, page by page.
    const first = await listJobRequests(globex, query);
    const second = await listJobRequests(globex, { ...query, pageToken: first.nextPageToken! });
    backend().clearJournal();

    const all = await listAllJobRequests(globex, query);
    expect(all.map((r) => r.id)).toEqual(whole.items.map((r) => r.id));
    expect(sent().map((s) => s.query)).toEqual([
      { pageSize: '1', status: 'FAILED' },
      { pageSize: '1', status: 'FAILED', pageToken: first.nextPageToken },
      { pageSize: '1', status: 'FAILED', pageToken: second.nextPageToken },
    ]);
  });

  it('stops when a token comes back twice', async () => {
    // A backend that answers every page with the first one again.
    const first = await listJobRequests(globex, query);
    backend().injectFault({
      method: 'GET',
      path: '/jobRequests',
      status: 200,
      body: first as never,
      times: 'always',
    });
    backend().clearJournal();
    expect(await listAllJobRequests(globex, query)).toHaveLength(2);
    expect(sent()).toHaveLength(2);
  });
});
