// requests.*: the request form's flows (create, upload, add files), signed in or as a verified visitor.
import type { InputMethod } from '../../../src/platform/domain/enums';
import type { ClientConfig } from '../../../src/platform/domain/entities/clientConfig';
import type { ProjectFileLink } from '../../../src/platform/domain/entities/project';
import type { UploadableFile } from '../../../src/platform/domain/entities/upload';
import { assertValid } from '../../../src/platform/flows/flowErrors';
import type { RequestDraft } from '../../../src/platform/flows/requestPreparation';
import { createHttpClient, type HttpClient } from '../../../src/platform/http/client';
import type { ArgSpecs } from '../argSpec';
import { optionalText, required, text, textList, type Operation, type OperationContext } from '../operation';

// Flows that bring validation (yup) or dates (moment) are imported when a step calls them: a run that does
// not use them does not load them.
const flows = async () => {
  const [preparation, errors, create, visitor, email] = await Promise.all([
    import('../../../src/platform/flows/requestPreparation'),
    import('../../../src/platform/flows/requestErrors'),
    import('../../../src/platform/flows/createRequest'),
    import('../../../src/platform/flows/unauthenticatedRequest'),
    import('../../../src/platform/flows/clientForEmail'),
  ]);
  return { ...preparation, ...errors, ...create, ...visitor, ...email };
};

/** A file of a scenario: its content, or a size of zero bytes (to reach size limits cheaply). */
export function scenarioFiles(value: unknown): UploadableFile[] {
  return (Array.isArray(value) ? value : []).map(
    (item: { name?: unknown; content?: unknown; size?: unknown }) => ({
      name: text(item.name),
      data:
        typeof item.size === 'number'
          ? new Blob([new Uint8Array(item.size)])
          : new Blob([text(item.content)]),
    }),
  );
}

function inputMethodOf(args: Record<string, unknown>): InputMethod {
  const given = (['files', 'text', 'links'] as const).filter((key) => args[key] !== undefined);
  if (given.length > 1) throw new Error(`give one of files, text or links, not ${given.join(' and ')}`);
  return given[0] === 'text' ? 'TEXT' : given[0] === 'links' ? 'FILELINKS' : 'FILES';
}

/**
 * The step's draft through the platform's one request preparation (the CLI command's too), stopping on
 * any problem as the form would.
 */
async function preparedInput(
  http: HttpClient,
  args: Record<string, unknown>,
  client: ClientConfig | undefined,
  contact?: RequestDraft['contact'],
) {
  const { prepareCreateRequest, UNAUTHENTICATED_REQUEST_LIMITS } = await flows();
  const links = (Array.isArray(args.links) ? args.links : []) as { url?: unknown; name?: unknown }[];
  const { input, errors } = await prepareCreateRequest(
    http,
    {
      client,
      estimate: args.estimate === true,
      service:
        typeof args.service === 'number' || typeof args.service === 'string' ? args.service : undefined,
      fields: (args.fields ?? {}) as Record<string, unknown>,
      projectName: text(args.name),
      notes: optionalText(args.notes),
      sourceLanguageId: text(args.source),
      targetLanguageIds: textList(args.targets),
      inputMethod: inputMethodOf(args),
      files: scenarioFiles(args.files),
      textInput: optionalText(args.text),
      fileLinks: links.map((l): ProjectFileLink => ({
        url: text(l.url),
        name: text(l.name),
        category: 'SOURCE_DOCUMENT',
      })),
      referenceFiles: scenarioFiles(args.references),
      contact,
    },
    contact ? UNAUTHENTICATED_REQUEST_LIMITS : undefined,
  );
  assertValid(errors);
  return input;
}

const formArgs: ArgSpecs = {
  estimate: { type: 'boolean' },
  name: { type: 'string', ...required },
  source: { type: 'string', ...required },
  targets: { type: 'any', ...required },
  service: { type: 'number' },
  files: { type: 'array' },
  text: { type: 'string' },
  links: { type: 'array' },
  references: { type: 'array' },
  notes: { type: 'string' },
  clientId: { type: 'string' },
  fields: { type: 'object' },
};

async function createSignedIn({ http, args, world }: OperationContext) {
  const { createRequest, signedInRequestClient } = await flows();
  const { client } = await signedInRequestClient(http, optionalText(args.clientId));
  return createRequest(http, await preparedInput(http, args, client), { fetch: world.fetch });
}

async function createAsVisitor({ args, world }: OperationContext) {
  const { clientForEmail, createUnauthenticatedRequest } = await flows();
  // A visitor has no token, whoever the scenario's persona is.
  const http = createHttpClient({ baseUrl: world.apiBaseUrl, fetch: world.fetch });
  const email = text(args.email);
  const choice = await clientForEmail(http, email, { clientId: optionalText(args.clientId) });
  const client = choice.kind === 'client' ? choice.client : undefined;
  const input = await preparedInput(http, args, client, {
    email,
    firstName: text(args.firstName),
    lastName: text(args.lastName),
  });
  return createUnauthenticatedRequest(http, input, {
    client,
    fetch: world.fetch,
    getVerificationCode: async (to) =>
      optionalText(args.code) ?? (await world.backend.lastVerificationCode(to)) ?? '',
  });
}

export const requestOperations: Record<string, Operation> = {
  'requests.create': { args: formArgs, run: createSignedIn },
  'requests.createUnauthenticated': {
    args: {
      ...formArgs,
      email: { type: 'string', ...required },
      firstName: { type: 'string' },
      lastName: { type: 'string' },
      code: { type: 'string' },
    },
    run: createAsVisitor,
  },
};
