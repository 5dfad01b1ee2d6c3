// The organisation a request goes to and what its configuration decides: the submit type its submission
// mode allows, the service (required when the client offers workflows) and the custom project fields.
import { getClientConfig, listCustomFieldDefinitions } from '../../../src/platform/api/clientConfigs';
import { getUserAccount, listLinkedClients } from '../../../src/platform/api/userAccount';
import { CLIENT_STATUS_ACTIVE, type SubmitType } from '../../../src/platform/domain/enums';
import type { ClientConfig } from '../../../src/platform/domain/entities/clientConfig';
import type { CustomFieldValue } from '../../../src/platform/domain/entities/customField';
import { visibleSubmitButtons } from '../../../src/platform/domain/submissionMode';
import { CLIENT_SELECTION_MESSAGES } from '../../../src/platform/flows/clientForEmail';
import { categoryOf } from '../../../src/platform/domain/customFields';
import { customFieldErrors, customFieldValues, projectFieldValues } from '../../../src/platform/flows/customFieldValues';
import { FlowError, InvalidInputError } from '../../../src/platform/flows/flowErrors';
import type { HttpClient } from '../../../src/platform/http/client';
import { MESSAGES } from '../../../src/platform/validation/messages';
import { UsageError } from '../../errors';

/** The signed-in user's organisation, or one of their linked organisations (--client). */
export async function signedInClient(http: HttpClient, wanted?: string): Promise<{ client: ClientConfig; email?: string }> {
  const account = await getUserAccount(http);
  const own = account.clientConfig ?? undefined;
  let client = own;
  if (wanted && wanted !== own?.clientId) {
    const linked = (await listLinkedClients(http)).find((c) => c.clientId === wanted);
    if (!linked) throw new UsageError(`You are not linked to the organisation '${wanted}'.`);
    client = await getClientConfig(http, wanted);
  }
  if (!client) throw new UsageError('Your account has no organisation yet: choose one in the portal first, or pass --client <id>.');
  if (client.status !== CLIENT_STATUS_ACTIVE) throw new FlowError('inactiveClient', CLIENT_SELECTION_MESSAGES.inactiveClient);
  return { client, email: account.email };
}

/** PROJECT or ESTIMATE as asked, if the client's submission mode shows that button. */
export function submitTypeFor(client: ClientConfig | undefined, estimate: boolean, fields: readonly CustomFieldValue[]): SubmitType {
  const buttons = client
    ? visibleSubmitButtons(client.projectSubmissionMode, client.createProjectSettings?.submissionModeConditions, fields)
    : { estimate: true, translation: false };
  if (estimate && !buttons.estimate) throw new UsageError('This organisation takes translation requests only: drop --estimate.');
  if (!estimate && !buttons.translation) {
    throw new UsageError(
      client ? 'This organisation takes estimate requests only: add --estimate.' : 'No organisation matches this e-mail: only an estimate can be requested (add --estimate).',
    );
  }
  return estimate ? 'ESTIMATE' : 'PROJECT';
}

/** The xtrfServiceId of --service (id or name); required when the client offers workflows. */
export function serviceFor(client: ClientConfig | undefined, given?: string): { id?: number; error?: string } {
  const workflows = client?.selectableWorkflows ?? [];
  const offered = workflows.map((w) => `${w.xtrfServiceId} (${w.name})`).join(', ');
  if (!given) return workflows.length > 0 ? { error: `${MESSAGES.REQUIRED} (one of ${offered})` } : {};
  const wanted = given.trim().toLowerCase();
  const found = workflows.find((w) => String(w.xtrfServiceId) === wanted || w.name.toLowerCase() === wanted);
  return found ? { id: found.xtrfServiceId } : { error: `Unknown service '${given}'; offered: ${offered || 'none'}` };
}

export interface CustomFieldsResult {
  values: CustomFieldValue[];
  errors: Record<string, string>;
  /** One line per project field, for a hint when something is missing. */
  help: string[];
}

/** --field name=value pairs, checked against the client's project field definitions. */
export async function customFieldsFor(http: HttpClient, clientId: string | undefined, pairs: readonly string[]): Promise<CustomFieldsResult> {
  const given: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new UsageError(`--field takes name=value, got '${pair}'`);
    given[pair.slice(0, at).trim()] = pair.slice(at + 1);
  }
  if (!clientId) {
    if (pairs.length > 0) throw new UsageError('--field needs an organisation: the generic web form has no custom fields.');
    return { values: [], errors: {}, help: [] };
  }
  const definitions = (await listCustomFieldDefinitions(http, clientId, 'PROJECT')).filter((d) => categoryOf(d) === 'PROJECT');
  const unknown = Object.keys(given).filter((name) => !definitions.some((d) => d.name === name));
  if (unknown.length) {
    throw new InvalidInputError({ customFields: `Unknown field${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; known: ${definitions.map((d) => d.name).join(', ') || 'none'}` });
  }
  const values = projectFieldValues(definitions, given);
  const help = definitions.map(
    (d) => `  --field '${d.name}=...'${d.required ? ' (required when shown)' : ''}${d.options?.length ? `: ${d.options.join(', ')}` : ''}`,
  );
  return { values: customFieldValues(definitions, values), errors: customFieldErrors(definitions, values), help };
}
