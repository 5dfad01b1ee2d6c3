// The one preparation of a create-request submission (part 2 §2.2, §2.3, §3), for every caller (the
// request form, `llts request create`, the scenario runner): which client a signed-in user submits for,
// the submit type the client's submission mode allows, the service (required when the client offers
// workflows), the client's custom project fields, and the CreateRequestInput, with every problem at once.
import { getClientConfig, listCustomFieldDefinitions } from '../api/clientConfigs';
import { getUserAccount, listLinkedClients } from '../api/userAccount';
import { customFieldValuesWithDefaults } from '../domain/customFields';
import { CLIENT_STATUS_ACTIVE, type InputMethod, type SubmitType } from '../domain/enums';
import type { ClientConfig } from '../domain/entities/clientConfig';
import type { CustomFieldDefinition } from '../domain/entities/customField';
import type { ContactInfo, ProjectFileLink } from '../domain/entities/project';
import type { UploadableFile } from '../domain/entities/upload';
import { allowedSubmitTypes } from '../domain/submissionMode';
import { describeWorkflows, findWorkflow, isServiceRequired } from '../domain/workflows';
import type { HttpClient } from '../http/client';
import { activeLabels } from '../i18n/runtime';
import { formatList } from '../locale/lists';
import type { FieldErrors } from '../validation/validateSync';
import { CLIENT_SELECTION_MESSAGES } from './clientForEmail';
import { customFieldErrors, customFieldValues } from './customFieldValues';
import { FlowError, InvalidInputError } from './flowErrors';
import { flowMessages } from './flowMessages';
import { createRequestErrors, type RequestLimits } from './requestErrors';
import type { CreateRequestInput } from './requestInput';

const t = flowMessages.t;
const yesIf = (text: string) => (text ? 'yes' : 'no');

/** In the language active when read or built (English in the CLI). */
export const REQUEST_PREPARATION_MESSAGES = Object.assign(
  activeLabels(flowMessages, {
    noOrganisation: 'flows.noOrganisation',
    translationOnly: 'flows.translationOnly',
    estimationOnly: 'flows.estimationOnly',
    webformEstimateOnly: 'flows.webformEstimateOnly',
    noFieldsWithoutClient: 'flows.noFieldsWithoutClient',
  }),
  {
    notLinked: (clientId: string) => t('flows.notLinked', { clientId }),
    /** `offered`: the services offered, id and name each (describeWorkflows). */
    serviceRequired: (offered: string) => t('flows.serviceRequired', { offered }),
    unknownService: (given: string, offered: string) =>
      t('flows.unknownService', { given, offered, hasOffered: yesIf(offered) }),
    unknownFields: (names: readonly string[], known: readonly string[]) => {
      const knownList = formatList(known);
      return t('flows.unknownFields', {
        count: names.length,
        names: formatList(names),
        known: knownList,
        hasKnown: yesIf(knownList),
      });
    },
  },
);

/** The signed-in user's organisation, or one of their linked organisations (`wanted`), which must be ACTIVE. */
export async function signedInRequestClient(
  http: HttpClient,
  wanted?: string,
): Promise<{ client: ClientConfig; email?: string }> {
  const account = await getUserAccount(http);
  let client = account.clientConfig ?? undefined;
  if (wanted && wanted !== client?.clientId) {
    const linked = (await listLinkedClients(http)).find((c) => c.clientId === wanted);
    if (!linked) throw new InvalidInputError({ clientId: REQUEST_PREPARATION_MESSAGES.notLinked(wanted) });
    client = await getClientConfig(http, wanted);
  }
  if (!client) throw new InvalidInputError({ clientId: REQUEST_PREPARATION_MESSAGES.noOrganisation });
  if (client.status !== CLIENT_STATUS_ACTIVE)
    throw new FlowError('inactiveClient', CLIENT_SELECTION_MESSAGES.inactiveClient);
  return { client, email: account.email };
}

/** What the request form holds, in the caller's own terms (service by id or name, fields by name). */
export interface RequestDraft {
  /** The client the request goes to; none is the generic web form (estimate only, no custom fields). */
  client?: ClientConfig;
  estimate: boolean;
  service?: string | number;
  /** Custom project field values by field name (form shapes or submitted strings); defaults fill the rest. */
  fields?: Readonly<Record<string, unknown>>;
  projectName: string;
  notes?: string;
  sourceLanguageId: string;
  targetLanguageIds: readonly string[];
  inputMethod: InputMethod;
  files?: readonly UploadableFile[];
  textInput?: string;
  fileLinks?: readonly ProjectFileLink[];
  referenceFiles?: readonly UploadableFile[];
  /** A visitor's contact section (unauthenticated submissions only). */
  contact?: Omit<ContactInfo, 'customFields'>;
}

export interface PreparedRequest {
  input: CreateRequestInput;
  /** Every problem of the draft, by field: the form's rules, custom fields, service and submit type. */
  errors: FieldErrors;
  /** The client's custom project fields, for hints. */
  definitions: CustomFieldDefinition[];
}

function submitTypeError(
  client: ClientConfig | undefined,
  submitType: SubmitType,
  fields: Readonly<Record<string, unknown>>,
): string | undefined {
  const allowed = allowedSubmitTypes(client, fields);
  if (allowed.includes(submitType)) return undefined;
  if (!client) return REQUEST_PREPARATION_MESSAGES.webformEstimateOnly;
  return submitType === 'ESTIMATE'
    ? REQUEST_PREPARATION_MESSAGES.translationOnly
    : REQUEST_PREPARATION_MESSAGES.estimationOnly;
}

function serviceOf(
  client: ClientConfig | undefined,
  given: string | number | undefined,
): { id?: number; error?: string } {
  const offered = describeWorkflows(client?.selectableWorkflows);
  if (given === undefined || given === '') {
    return isServiceRequired(client) ? { error: REQUEST_PREPARATION_MESSAGES.serviceRequired(offered) } : {};
  }
  const found = findWorkflow(client?.selectableWorkflows, given);
  return found
    ? { id: found.xtrfServiceId }
    : { error: REQUEST_PREPARATION_MESSAGES.unknownService(String(given), offered) };
}

async function projectFields(
  http: HttpClient,
  client: ClientConfig | undefined,
  given: Readonly<Record<string, unknown>>,
) {
  if (!client) {
    const errors: FieldErrors = Object.keys(given).length
      ? { customFields: REQUEST_PREPARATION_MESSAGES.noFieldsWithoutClient }
      : {};
    return { definitions: [], values: {}, errors };
  }
  const definitions = await listCustomFieldDefinitions(http, client.clientId, 'PROJECT');
  const known = definitions.map((d) => d.name);
  const unknown = Object.keys(given).filter((name) => !known.includes(name));
  const values = customFieldValuesWithDefaults(definitions, given, 'PROJECT');
  const errors = customFieldErrors(definitions, values, 'PROJECT');
  if (unknown.length) errors.customFields = REQUEST_PREPARATION_MESSAGES.unknownFields(unknown, known);
  return { definitions, values, errors };
}

/**
 * The CreateRequestInput of a draft and all its problems. Nothing is sent but the definitions lookup: the
 * caller decides whether to stop (assertValid) or to show the errors under their fields.
 */
export async function prepareCreateRequest(
  http: HttpClient,
  draft: RequestDraft,
  limits?: RequestLimits,
): Promise<PreparedRequest> {
  const { client } = draft;
  const fields = await projectFields(http, client, draft.fields ?? {});
  const submitType: SubmitType = draft.estimate ? 'ESTIMATE' : 'PROJECT';
  const service = serviceOf(client, draft.service);
  const input: CreateRequestInput = {
    submitType,
    inputMethod: draft.inputMethod,
    files: draft.files,
    textInput: draft.textInput,
    referenceFiles: draft.referenceFiles,
    payload: {
      clientId: client?.clientId,
      projectName: draft.projectName,
      notes: draft.notes,
      sourceLanguageId: draft.sourceLanguageId,
      targetLanguageIds: [...draft.targetLanguageIds],
      xtrfServiceId: service.id,
      customFields: customFieldValues(fields.definitions, fields.values, 'PROJECT'),
      fileLinks: draft.fileLinks?.length ? [...draft.fileLinks] : undefined,
      contactInfo: draft.contact ? { ...draft.contact, customFields: [] } : undefined,
    },
  };
  const submitProblem = submitTypeError(client, submitType, fields.values);
  const errors: FieldErrors = {
    ...createRequestErrors(input, limits),
    ...fields.errors,
    ...(service.error ? { service: service.error } : {}),
    ...(submitProblem ? { submitType: submitProblem } : {}),
  };
  return { input, errors, definitions: fields.definitions };
}
