// signup and confirm-email over the platform's flows. The sign-up machine runs phase by phase with the
// options as each phase's input; an error page or internal error of the machine is a failed flow (exit 1),
// input that breaks a rule is exit 2 with the spec's message.
import { customFieldFormValue } from '../../src/platform/domain/customFields';
import { UK_DEFAULT_COUNTRY_ID, DEFAULT_COUNTRY_ID } from '../../src/platform/domain/constants';
import { CONFIRM_EMAIL_TEXTS, confirmEmailLink } from '../../src/platform/flows/confirmEmail';
import { FlowError, InvalidInputError } from '../../src/platform/flows/flowErrors';
import { advanceSignUp, startSignUp, type SignUpState } from '../../src/platform/flows/signUp';
import { encodeClientLink } from '../../src/platform/domain/clientLink';
import { SIGN_UP_TEXTS } from '../../src/platform/flows/signUpTexts';
import { verificationCodeSchema } from '../../src/platform/validation/fieldSchemas';
import { validateField } from '../../src/platform/validation/validateSync';
import type { ActionContext } from '../action';
import { resolvePlaces } from './places';
import { fieldAssignments } from './request/fieldOptions';
import { verificationCodeSource } from './request/verificationCode';

interface SignUpOptions {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  repeatPassword?: string;
  agree?: boolean;
  address1?: string;
  address2?: string;
  city?: string;
  province?: string;
  country?: string;
  zip?: string;
  linkClientId?: string;
  linkToken?: string;
  company?: string;
  field?: string[];
  code?: string;
}

/** A phase the flow cannot go on from: an error page's text or the internal error. */
function stopped(state: SignUpState): FlowError | undefined {
  switch (state.phase) {
    case 'companyNotFound':
    case 'invalidClientId':
    case 'invalidToken':
    case 'invalidUrl': {
      const { title, message } = SIGN_UP_TEXTS[state.phase];
      return new FlowError(state.phase, `${title}: ${message}`);
    }
    case 'internalError':
      return new FlowError('internalError', state.message);
    default:
      return undefined;
  }
}

/** Names of the required answers and their prompts, asked on a terminal when the option is missing. */
const PROMPTS: [keyof SignUpOptions, string, boolean][] = [
  ['firstName', 'First name: ', true],
  ['lastName', 'Last name: ', true],
  ['email', 'Email: ', true],
  ['password', 'Password: ', false],
  ['repeatPassword', 'Repeat password: ', false],
  ['address1', 'Address line 1: ', true],
  ['city', 'City: ', true],
  ['zip', 'ZIP / Postal code: ', true],
];

/** On a terminal, every missing required answer is asked for (passwords without echo); scripts give options. */
async function askMissing(ctx: ActionContext, o: SignUpOptions): Promise<SignUpOptions> {
  const stdin = ctx.streams.stdin;
  if (!stdin?.isTTY) return o;
  const answers: SignUpOptions = { ...o };
  for (const [key, prompt, echo] of PROMPTS) {
    if (answers[key] !== undefined || (key === 'password' && ctx.globals.password)) continue;
    (answers as Record<string, unknown>)[key] = (await stdin.readLine(prompt, { echo })) ?? '';
  }
  if (!answers.agree) {
    const answer =
      (await stdin.readLine('I agree to the Terms of Service and Privacy Policy (y/N): ', { echo: true })) ??
      '';
    answers.agree = /^y(es)?$/i.test(answer.trim());
  }
  return answers;
}

export async function signup(ctx: ActionContext): Promise<void> {
  const o = await askMissing(ctx, ctx.opts as SignUpOptions);
  const runtime = await ctx.runtime();
  const http = runtime.anonymousHttp();
  const link = o.linkClientId ? encodeClientLink(o.linkClientId, o.linkToken ?? '').split('/') : [];
  let state = startSignUp(link[0], link[1]);
  const check = () => {
    const failure = stopped(state);
    if (failure) throw failure;
  };
  check();

  // --password is also a global option (sign-in): commander may hand it to either.
  const password = o.password ?? ctx.globals.password ?? '';
  state = await advanceSignUp(http, state, {
    type: 'userInfo',
    user: {
      firstName: o.firstName ?? '',
      lastName: o.lastName ?? '',
      email: o.email ?? '',
      password,
      repeatPassword: o.repeatPassword ?? password,
      agreement: o.agree === true,
    },
  });
  const defaultCountry = String(ctx.globals.branch === 'uk' ? UK_DEFAULT_COUNTRY_ID : DEFAULT_COUNTRY_ID);
  const places = await resolvePlaces(http, { country: o.country ?? defaultCountry, province: o.province });
  state = await advanceSignUp(http, state, {
    type: 'address',
    address: {
      address1: (o.address1 ?? '').trim(),
      ...(o.address2?.trim() ? { address2: o.address2.trim() } : {}),
      city: (o.city ?? '').trim(),
      zipCode: (o.zip ?? '').trim(),
      country: places.country ?? { id: 0, name: '' },
      province: places.province ?? null,
    },
  });
  check();

  if (state.phase === 'companySelection') {
    const choices = state.choices.map((c) => `${c.clientId} (${c.companyName})`).join(', ');
    if (!o.company)
      throw new InvalidInputError({
        company: `Several companies match; choose one with --company: ${choices}`,
      });
    if (!state.choices.some((c) => c.clientId === o.company)) {
      throw new InvalidInputError({ company: `Unknown company '${o.company}'; choose one of: ${choices}` });
    }
    state = await advanceSignUp(http, state, { type: 'selectCompany', clientId: o.company });
    check();
  }

  if (state.phase === 'customValues') {
    const given = fieldAssignments(o.field ?? []);
    const values: Record<string, unknown> = {};
    for (const definition of state.definitions) {
      if (definition.name in given)
        values[definition.name] = customFieldFormValue(definition, given[definition.name]);
    }
    const unknown = Object.keys(given).filter((name) => !(name in values));
    if (unknown.length > 0) {
      const known = state.definitions.map((d) => d.name).join(', ');
      throw new InvalidInputError({
        field: `Unknown custom field ${unknown.map((n) => `'${n}'`).join(', ')}; the fields are: ${known}`,
      });
    }
    state = await advanceSignUp(http, state, { type: 'customValues', values });
    check();
  }

  if (state.phase !== 'accountCreated')
    throw new FlowError('internalError', SIGN_UP_TEXTS.unknownPhase(state.phase));
  const { email, client } = state;
  const code = await verificationCodeSource(runtime, o.code)(email);
  const confirmed = await confirmEmailLink(http, { email, verificationCode: code });
  if (confirmed.kind === 'failed') throw new FlowError('confirmEmail', confirmed.message);
  ctx.out.result({ username: email, clientId: client.clientId, emailConfirmed: true }, () => email);
}

export async function confirmEmail(ctx: ActionContext): Promise<void> {
  const o = ctx.opts as { email?: string; code?: string };
  // A code that cannot be one (the mailed code is 6 characters) is refused here, as `mfa enable --code` is.
  const codeError = o.code?.trim() ? validateField(verificationCodeSchema, o.code) : undefined;
  if (codeError) throw new InvalidInputError({ code: codeError });
  const runtime = await ctx.runtime();
  const outcome = await confirmEmailLink(runtime.anonymousHttp(), {
    email: o.email,
    verificationCode: o.code,
  });
  if (outcome.kind === 'invalidUrl') throw new InvalidInputError({ '': CONFIRM_EMAIL_TEXTS.invalidUrl });
  if (outcome.kind === 'failed') throw new FlowError('confirmEmail', outcome.message);
  ctx.out.result({ email: outcome.email, emailConfirmed: true }, () => CONFIRM_EMAIL_TEXTS.confirmed);
}
