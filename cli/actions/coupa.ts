// coupa start | list | show | accept | reject | download over the platform's Coupa rules (flows/coupa) and
// the request commands' code.
import { getJobRequest } from '../../src/platform/api/jobRequests';
import { assertCoupaOrigination, COUPA_ORIGINATIONS, startPunchout } from '../../src/platform/flows/coupa';
import { safeUrl } from '../../src/platform/http/safeUrl';
import type { ActionContext } from '../action';
import { download as downloadRequest } from './request/download';
import { acceptQuoteFlow } from '../../src/platform/flows/requestActions';
import { rejectQuote } from './request/manage';
import { list as listRequests, show as showRequest } from './request/read';

export async function start(ctx: ActionContext): Promise<void> {
  const [requestId] = ctx.args as [string];
  const runtime = await ctx.runtime();
  // Signs in against the stored session, as `login` does, so later commands act as the procurement user.
  const { createAuthService } = await import('../../src/platform/auth/authService');
  const auth = createAuthService({
    pool: () => runtime.pool,
    storage: runtime.storedSession,
    now: runtime.clock.now,
  });
  await startPunchout(runtime.anonymousHttp(), auth, runtime.storedSession, requestId);
  const me = auth.currentUser();
  ctx.out.result(
    { requestId, username: me?.username ?? null },
    () => `Signed in as ${me?.username ?? '?'} for punch-out ${requestId}.`,
  );
}

/** A Coupa command acts on procurement requests only. */
async function procurementRequest(ctx: ActionContext): Promise<void> {
  const [id] = ctx.args as [string];
  assertCoupaOrigination(await getJobRequest(await (await ctx.runtime()).http(), id));
}

export function list(ctx: ActionContext) {
  const status = typeof ctx.opts.status === 'string' ? ctx.opts.status.split(',') : undefined;
  return listRequests({ ...ctx, opts: { ...ctx.opts, status, origination: [...COUPA_ORIGINATIONS] } });
}

export async function show(ctx: ActionContext) {
  await procurementRequest(ctx);
  return showRequest(ctx);
}

export async function accept(ctx: ActionContext): Promise<void> {
  await procurementRequest(ctx);
  const [id] = ctx.args as [string];
  const answer = await acceptQuoteFlow(await (await ctx.runtime()).http(), id);
  // The return address is given only when it is http(s), as the portal follows only those.
  const redirectUrl = safeUrl(answer.redirectUrl) ?? null;
  ctx.out.result(
    { id, accepted: true, redirectUrl },
    () => `Quote of ${id} accepted.${redirectUrl ? ` Return to Coupa: ${redirectUrl}` : ''}`,
  );
}

export async function reject(ctx: ActionContext) {
  await procurementRequest(ctx);
  return rejectQuote(ctx);
}

export async function download(ctx: ActionContext) {
  await procurementRequest(ctx);
  return downloadRequest({ ...ctx, opts: { ...ctx.opts, zip: true } });
}
