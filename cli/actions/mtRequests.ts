// mt list | show | escalate: the AI Translation file requests (Your requests, the request page and the
// "Request human translation" drawer) over the same platform code as the portal.
import { listCustomFieldDefinitions } from '../../src/platform/api/clientConfigs';
import { getJobRequest } from '../../src/platform/api/jobRequests';
import { getMachineTranslationSettings } from '../../src/platform/api/machineTranslation';
import { getUserAccount } from '../../src/platform/api/userAccount';
import { HUMAN_ESCALATION_REASONS, type HumanEscalationReason } from '../../src/platform/domain/enums';
import { escalateToHumanExpert } from '../../src/platform/flows/humanEscalation';
import type { ActionContext } from '../action';
import { UsageError } from '../errors';
import { machineTranslationLanguages, resolveLanguages } from './languages';
import { fieldAssignments, fieldHelp } from './request/fieldOptions';
import { InvalidInputError } from '../../src/platform/flows/flowErrors';
import { list as listRequests, show as showRequest } from './request/read';

/** `mt list`: the request list with the MT origination fixed. */
export function list(ctx: ActionContext) {
  return listRequests({ ...ctx, opts: { ...ctx.opts, origination: ['MT'] } });
}

export function show(ctx: ActionContext) {
  return showRequest(ctx);
}

/** clean-up-formatting, need-human-translation, other (or the enum names) → the reason. */
export function escalationReason(given: string): HumanEscalationReason {
  const wanted = given.trim().toUpperCase().replace(/-/g, '_');
  const reason = HUMAN_ESCALATION_REASONS.find((r) => r === wanted);
  if (!reason)
    throw new UsageError(
      `Unknown reason '${given}'; one of ${HUMAN_ESCALATION_REASONS.map((r) => r.toLowerCase().replace(/_/g, '-')).join(', ')}.`,
    );
  return reason;
}

interface EscalateOptions {
  reason?: string;
  otherReason?: string;
  notes?: string;
  name?: string;
  target?: string[];
  field?: string[];
}

export async function escalate(ctx: ActionContext): Promise<void> {
  const [id] = ctx.args as [string];
  const o = ctx.opts as unknown as EscalateOptions;
  const reason = o.reason === undefined ? null : escalationReason(o.reason);
  const http = await (await ctx.runtime()).http();
  const [request, settings, account] = await Promise.all([
    getJobRequest(http, id),
    getMachineTranslationSettings(http),
    getUserAccount(http),
  ]);
  const clientId = account.clientConfig?.clientId;
  const definitions = clientId ? await listCustomFieldDefinitions(http, clientId, 'PROJECT') : [];
  const targets = o.target?.length
    ? resolveLanguages(
        machineTranslationLanguages(settings.supportedLltsLanguages),
        { targets: o.target },
        { source: 'from', targets: 'target' },
      ).targetLanguageIds
    : (request.targetLanguages ?? []).map((t) => t.id);
  await escalateToHumanExpert(
    http,
    request,
    {
      projectName: o.name ?? request.name,
      sourceLanguageId: request.sourceLanguage?.id ?? '',
      targetLanguageIds: targets,
      reason,
      otherReason: o.otherReason,
      notes: o.notes,
      customValues: fieldAssignments(o.field ?? []),
    },
    { settings, definitions },
  ).catch((error: unknown) => {
    // A missing or wrong custom field: list the client's fields, as request create does.
    if (
      error instanceof InvalidInputError &&
      Object.keys(error.fields).some((key) => key.startsWith('customFields'))
    )
      ctx.out.note(`Custom project fields:\n${fieldHelp(definitions).join('\n')}`);
    throw error;
  });
  ctx.out.note(`Sent ${request.name} (${request.id}) to a human expert.`);
  const after = await getJobRequest(http, id);
  ctx.out.result({ id, status: after.status }, () => `${id} ${after.status}`);
}
