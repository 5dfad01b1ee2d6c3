// request create: the request form's flow from the command line. Signed in, or (--email) as a visitor
// verified by an e-mail code; files, typed text or links; a translation or (--estimate) a quote.
import { defaultProjectName } from '../../../src/platform/domain/projectNames';
import { getJobRequest } from '../../../src/platform/api/jobRequests';
import { listCustomFieldDefinitions } from '../../../src/platform/api/clientConfigs';
import { reuseDetails, type ReusedDetails } from '../../../src/platform/domain/reuseDetails';
import type { ClientConfig } from '../../../src/platform/domain/entities/clientConfig';
import { clientForEmail } from '../../../src/platform/flows/clientForEmail';
import { createRequest, type CreateRequestProgress } from '../../../src/platform/flows/createRequest';
import { assertValid } from '../../../src/platform/flows/flowErrors';
import { UNAUTHENTICATED_REQUEST_LIMITS } from '../../../src/platform/flows/requestErrors';
import { prepareCreateRequest, signedInRequestClient } from '../../../src/platform/flows/requestPreparation';
import { createUnauthenticatedRequest } from '../../../src/platform/flows/unauthenticatedRequest';
import type { ActionContext } from '../../action';
import { UsageError } from '../../errors';
import { progressBar } from '../../progressBar';
import { resolveLanguageIds } from '../languages';
import { fieldAssignments, fieldHelp } from './fieldOptions';
import { documentInput } from './inputMethod';
import { verificationCodeSource } from './verificationCode';
import { isValidEmail } from '../../../src/platform/validation/fieldSchemas';
import { MESSAGES } from '../../../src/platform/validation/messages';

interface CreateOptions {
  name?: string;
  source?: string;
  target?: string[];
  service?: string;
  files?: string[];
  text?: string;
  link?: string[];
  reference?: string[];
  estimate?: boolean;
  field?: string[];
  client?: string;
  notes?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  code?: string;
  reuse?: string;
}

export async function create(ctx: ActionContext): Promise<void> {
  const o = ctx.opts as CreateOptions;
  const documents = await documentInput(o, ctx.streams.cwd);
  const runtime = await ctx.runtime();
  const visitor = o.email?.trim();
  const http = visitor ? runtime.anonymousHttp() : await runtime.http();

  let client: ClientConfig | undefined;
  let email = visitor;
  if (visitor) {
    // Checked before anything is sent: a malformed address has no domain, and the lookup would list every company.
    if (!isValidEmail(visitor)) throw new UsageError(`email: ${MESSAGES.INVALID_EMAIL_FORMAT}`);
    const choice = await clientForEmail(http, visitor, { clientId: o.client });
    client = choice.kind === 'client' ? choice.client : undefined;
  } else {
    if (o.code || o.firstName || o.lastName || o.phone)
      throw new UsageError('--code and the contact options go with --email.');
    ({ client, email } = await signedInRequestClient(http, o.client));
  }
  if (o.reuse && visitor) throw new UsageError('--reuse needs a signed-in user (drop --email).');
  const reused: ReusedDetails | undefined = o.reuse
    ? reuseDetails(await getJobRequest(http, o.reuse))
    : undefined;
  const resolved = await resolveLanguageIds(http, { source: o.source, targets: o.target });
  // What was given wins; the reused request fills the rest (its fields only where this client still has them).
  const languages = {
    sourceLanguageId: resolved.sourceLanguageId ?? reused?.sourceLanguageId,
    targetLanguageIds: resolved.targetLanguageIds.length
      ? resolved.targetLanguageIds
      : (reused?.targetLanguageIds ?? []),
  };
  const known =
    reused && client
      ? new Set((await listCustomFieldDefinitions(http, client.clientId, 'PROJECT')).map((d) => d.name))
      : undefined;
  const reusedFields = Object.fromEntries(
    Object.entries(reused?.fields ?? {}).filter(([name]) => known?.has(name)),
  );
  const { input, errors, definitions } = await prepareCreateRequest(
    http,
    {
      client,
      estimate: o.estimate === true,
      service: o.service,
      fields: { ...reusedFields, ...fieldAssignments(o.field ?? []) },
      projectName: o.name ?? defaultProjectName(email, runtime.clock.now()),
      notes: o.notes ?? reused?.notes,
      sourceLanguageId: languages.sourceLanguageId ?? '',
      targetLanguageIds: languages.targetLanguageIds,
      ...documents,
      contact: visitor
        ? { email: visitor, firstName: o.firstName ?? '', lastName: o.lastName ?? '', phoneNumber: o.phone }
        : undefined,
    },
    visitor ? UNAUTHENTICATED_REQUEST_LIMITS : undefined,
  );

  // Every problem at once, with the command line's way out of each.
  if (Object.keys(errors).some((key) => key.startsWith('customFields'))) {
    ctx.out.note(`Custom project fields of ${client?.companyName}:\n${fieldHelp(definitions).join('\n')}`);
  }
  if (errors.submitType)
    ctx.out.note(
      o.estimate ? 'Drop --estimate to send it to translation.' : 'Add --estimate to ask for a quote.',
    );
  assertValid(errors);

  const bar = progressBar(ctx.out, 'Uploading');
  const onProgress = (p: CreateRequestProgress) => {
    if (p.stage === 'uploading' && p.total > 0) bar.update(p.uploadPercent);
  };
  const result = visitor
    ? await createUnauthenticatedRequest(http, input, {
        onProgress,
        client,
        getVerificationCode: verificationCodeSource(runtime, o.code),
      }).finally(() => bar.done())
    : await createRequest(http, input, { onProgress }).finally(() => bar.done());

  const uploaded = result.sourceFiles.length + result.referenceFiles.length;
  ctx.out.note(
    `Created ${result.kind} ${result.id}${uploaded ? ` (${uploaded} file${uploaded > 1 ? 's' : ''} uploaded)` : ''}.`,
  );
  // The id alone on stdout, so scripts can capture it.
  ctx.out.result(result, () => result.id);
}
