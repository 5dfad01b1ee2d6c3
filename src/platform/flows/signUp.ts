// The sign-up phases (part 1 §4) as one machine, shared by the portal's /signUp and `llts signup`:
// user info → (client configs looked up by the e-mail's domain) → address → matching (signUpMatching.ts)
// → company selection when several match → the client's USER custom fields → POST /userAccount →
// account created. The error pages and internal errors are phases too, so no state leaves the user on a
// blank screen. Each step returns the next state; a step whose call fails throws, and the caller keeps the
// state it had (and, in the portal, everything typed).
import { listClientConfigs, listCustomFieldDefinitions } from '../api/clientConfigs';
import { createUserAccount } from '../api/userAccount';
import { isOfCategory } from '../domain/customFields';
import type { ClientConfig } from '../domain/entities/clientConfig';
import type { CustomFieldDefinition } from '../domain/entities/customField';
import type { Address } from '../domain/entities/geography';
import type { HttpClient } from '../http/client';
import { signUpPromptSchema, signUpUserInfoSchema } from '../validation/accountSchemas';
import { MESSAGES } from '../validation/messages';
import { emailDomainOf } from '../validation/requestForm';
import { validateSync, type FieldErrors } from '../validation/validateSync';
import { customFieldErrors, customFieldValues } from './customFieldValues';
import { assertValid } from './flowErrors';
import { decodeClientLink, type ClientLink } from '../domain/clientLink';
import { matchSignUpClient } from './signUpMatching';
import { SIGN_UP_TEXTS } from './signUpTexts';

export interface SignUpUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** What the user-info form (or the CLI) gives: the user plus the repeated password and the agreement. */
export interface SignUpUserInput extends SignUpUser {
  repeatPassword: string;
  agreement: boolean;
}

export type SignUpErrorPage = 'companyNotFound' | 'invalidClientId' | 'invalidToken' | 'invalidUrl';

interface WithLink {
  link: ClientLink;
}

export type SignUpState = WithLink &
  (
    | { phase: 'userInfo' }
    | { phase: 'address'; user: SignUpUser; configs: ClientConfig[] }
    | { phase: 'companySelection'; user: SignUpUser; address: Address; choices: ClientConfig[] }
    | {
        phase: 'customValues';
        user: SignUpUser;
        address: Address;
        client: ClientConfig;
        definitions: CustomFieldDefinition[];
      }
    | { phase: 'accountCreated'; email: string; client: ClientConfig }
    | { phase: SignUpErrorPage }
    | { phase: 'internalError'; message: string }
  );

export type SignUpPhase = SignUpState['phase'];

export type SignUpEvent =
  | { type: 'userInfo'; user: SignUpUserInput }
  | { type: 'address'; address: Address }
  | { type: 'selectCompany'; clientId: string }
  /** Values by field name (the form's record after customValuesFromForm). */
  | { type: 'customValues'; values: Readonly<Record<string, unknown>> }
  /** Back to the first phase with nothing kept (the link stays: it is the page's address). */
  | { type: 'cancel' };

/** The first state for a link's segments: user info, or the invalid-URL page for an undecodable client id. */
export function startSignUp(clientIdSegment?: string, tokenSegment?: string): SignUpState {
  const decoded = decodeClientLink(clientIdSegment, tokenSegment);
  return decoded.ok ? { phase: 'userInfo', link: decoded.link } : { phase: 'invalidUrl', link: {} };
}

const internalError = (link: ClientLink, message: string): SignUpState => ({
  phase: 'internalError',
  link,
  message,
});

/** The address rules of part 1 §5 for input that did not come through the form (the CLI, scenarios). */
export function signUpAddressErrors(address: Partial<Address> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';
  if (blank(address?.address1)) errors.address1 = MESSAGES.REQUIRED;
  if (blank(address?.city)) errors.city = MESSAGES.REQUIRED;
  if (blank(address?.zipCode)) errors.zipCode = MESSAGES.REQUIRED;
  if (!address?.country || !address.country.id || blank(address.country.name))
    errors.country = MESSAGES.REQUIRED;
  return errors;
}

function userOf(input: SignUpUserInput): SignUpUser {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    password: input.password,
  };
}

async function createAccount(
  http: HttpClient,
  link: ClientLink,
  user: SignUpUser,
  address: Address | undefined,
  client: ClientConfig,
  definitions: readonly CustomFieldDefinition[],
  values: Readonly<Record<string, unknown>>,
): Promise<SignUpState> {
  await createUserAccount(http, {
    clientId: client.clientId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    password: user.password,
    role: 'CLIENT_EMPLOYEE',
    ...(address ? { address } : {}),
    customFieldValues: customFieldValues(definitions, values, 'USER'),
  });
  return { phase: 'accountCreated', link, email: user.email, client };
}

/** The chosen client's USER fields: none means the account is created at once with no values. */
async function afterClientChosen(
  http: HttpClient,
  link: ClientLink,
  user: SignUpUser,
  address: Address,
  client: ClientConfig,
): Promise<SignUpState> {
  const all = await listCustomFieldDefinitions(http, client.clientId, 'USER');
  const definitions = all.filter((definition) => isOfCategory(definition, 'USER'));
  if (definitions.length === 0) return createAccount(http, link, user, address, client, [], {});
  return { phase: 'customValues', link, user, address, client, definitions };
}

/**
 * The next state after `event`. Invalid input throws InvalidInputError (field → the spec's message); a
 * failed call throws its error; in both cases the current state stays as it was.
 */
export async function advanceSignUp(
  http: HttpClient,
  state: SignUpState,
  event: SignUpEvent,
): Promise<SignUpState> {
  const { link } = state;
  if (event.type === 'cancel') return { phase: 'userInfo', link };
  switch (state.phase) {
    case 'userInfo': {
      if (event.type !== 'userInfo') break;
      assertValid(validateSync(signUpUserInfoSchema, event.user));
      const user = userOf(event.user);
      const configs = await listClientConfigs(http, { emailDomain: emailDomainOf(user.email) });
      return { phase: 'address', link, user, configs };
    }
    case 'address': {
      if (event.type !== 'address') break;
      assertValid(signUpAddressErrors(event.address));
      const match = matchSignUpClient(state.configs, link);
      switch (match.kind) {
        case 'client':
          return afterClientChosen(http, link, state.user, event.address, match.client);
        case 'choose':
          return {
            phase: 'companySelection',
            link,
            user: state.user,
            address: event.address,
            choices: match.choices,
          };
        default:
          return { phase: match.kind, link };
      }
    }
    case 'companySelection': {
      if (event.type !== 'selectCompany') break;
      if (!event.clientId) assertValid({ clientId: MESSAGES.REQUIRED });
      const client = state.choices.find((choice) => choice.clientId === event.clientId);
      if (!client) return internalError(link, SIGN_UP_TEXTS.missingClientConfig);
      return afterClientChosen(http, link, state.user, state.address, client);
    }
    case 'customValues': {
      if (event.type !== 'customValues') break;
      const known = new Set(state.definitions.map((definition) => definition.name));
      const unknown = Object.keys(event.values).find((name) => !known.has(name));
      if (unknown !== undefined)
        return internalError(link, SIGN_UP_TEXTS.missingCustomFieldDefinition(unknown));
      assertValid(customFieldErrors(state.definitions, event.values, 'USER'));
      return createAccount(
        http,
        link,
        state.user,
        state.address,
        state.client,
        state.definitions,
        event.values,
      );
    }
    case 'accountCreated':
    case 'companyNotFound':
    case 'invalidClientId':
    case 'invalidToken':
    case 'invalidUrl':
    case 'internalError':
      break;
    default:
      return internalError(link, SIGN_UP_TEXTS.unknownPhase(String((state as { phase: unknown }).phase)));
  }
  // An event the phase does not take (a stale form submitting after the phase moved on) changes nothing.
  return state;
}

/** What the sign-up prompt after a visitor's request sends: the request's contact, and what the prompt asks. */
export interface SignUpAfterRequestInput {
  client: ClientConfig;
  email: string;
  firstName: string;
  lastName: string;
  /** The request's contact address, when the visitor typed one. */
  address?: Address;
  password: string;
  repeatPassword: string;
  agreement: boolean;
}

/**
 * The sign-up prompt on the create-request success page (part 2 §2.3, §5): the same account creation as the
 * sign-up page's last phase (role CLIENT_EMPLOYEE), with the visitor's contact as the user. The password
 * follows the shared rule; the answer's next step is the verification e-mail.
 */
export async function signUpAfterRequest(
  http: HttpClient,
  input: SignUpAfterRequestInput,
): Promise<SignUpState> {
  assertValid(validateSync(signUpPromptSchema, input));
  const user: SignUpUser = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    password: input.password,
  };
  return createAccount(http, {}, user, input.address, input.client, [], {});
}
