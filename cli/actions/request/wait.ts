// request wait: polls on the runtime's clock; on the embedded fixtures that clock is the fixtures' own,
// so waiting advances it instead of sleeping, and the next invocation sees the time that passed.
import { IN_PROGRESS_POLL_INTERVAL_MS } from '../../../src/platform/domain/timing';
import { waitForStatus } from '../../../src/platform/flows/waitForStatus';
import type { ActionContext } from '../../action';
import { UsageError } from '../../errors';

const DEFAULT_TIMEOUT_S = 600;

export async function wait(ctx: ActionContext): Promise<void> {
  const [id] = ctx.args as [string];
  const { until, timeout } = ctx.opts as { until: string; timeout?: string };
  const seconds = timeout === undefined ? DEFAULT_TIMEOUT_S : Number(timeout);
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new UsageError(`--timeout takes seconds, got '${timeout}'.`);
  const runtime = await ctx.runtime();
  let last = '';
  const reached = await waitForStatus(await runtime.http(), id, until, {
    clock: runtime.clock,
    intervalMs: IN_PROGRESS_POLL_INTERVAL_MS,
    timeoutMs: seconds * 1000,
    onPoll: (r) => {
      if (r.status !== last) ctx.out.note(`${id}: ${r.status}`);
      last = r.status;
    },
  });
  ctx.out.result({ id, status: reached.status }, () => reached.status);
}
