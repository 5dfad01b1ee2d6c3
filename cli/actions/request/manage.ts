// request rename | archive | accept-quote | reject-quote.
import { getJobRequest } from '../../../src/platform/api/jobRequests';
import { canRenameOrArchive } from '../../../src/platform/domain/jobRequestStatus';
import {
  ARCHIVE_REQUEST_TEXTS,
  acceptQuoteFlow,
  archiveRequestFlow,
  rejectQuoteFlow,
  renameRequestFlow,
} from '../../../src/platform/flows/requestActions';
import { safeUrl } from '../../../src/platform/http/safeUrl';
import type { ActionContext } from '../../action';
import { consentFor } from '../../confirm';

export async function rename(ctx: ActionContext): Promise<void> {
  const [id, name] = ctx.args as [string, string];
  const http = await (await ctx.runtime()).http();
  const newName = await renameRequestFlow(http, id, name);
  ctx.out.result({ id, name: newName }, () => `Renamed ${id} to ${newName}.`);
}

export async function archive(ctx: ActionContext): Promise<void> {
  const [id] = ctx.args as [string];
  const consent = consentFor(ctx);
  const http = await (await ctx.runtime()).http();
  if (consent.asking) {
    // A request the flow will refuse (its status) is refused without a question first.
    const request = await getJobRequest(http, id);
    if (canRenameOrArchive(request.status))
      await consent.ask(() => ARCHIVE_REQUEST_TEXTS.question(request.name));
  }
  await archiveRequestFlow(http, id);
  ctx.out.result({ id, status: 'ARCHIVED' }, () => `Archived ${id}.`);
}

export async function acceptQuote(ctx: ActionContext): Promise<void> {
  const [id] = ctx.args as [string];
  const answer = await acceptQuoteFlow(await (await ctx.runtime()).http(), id);
  // The address to continue at is given only when it passes the portal's one check (a web address).
  const redirectUrl = safeUrl(answer.redirectUrl) ?? null;
  ctx.out.result(
    { id, accepted: true, redirectUrl },
    () => `Quote of ${id} accepted.${redirectUrl ? ` Continue at ${redirectUrl}` : ''}`,
  );
}

export async function rejectQuote(ctx: ActionContext): Promise<void> {
  const [id] = ctx.args as [string];
  const reason = await rejectQuoteFlow(
    await (await ctx.runtime()).http(),
    id,
    ctx.opts.reason as string | undefined,
  );
  ctx.out.result({ id, rejected: true, rejectionReason: reason ?? null }, () => `Quote of ${id} rejected.`);
}
