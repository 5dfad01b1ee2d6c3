// The sign-up phase machine on the real fixtures (seed client configs: stark alone on stark.example,
// acme/globex/umbrella/initech on holding.example, initech inactive; acme has USER fields, stark none).
import { describe, expect, it } from 'vitest';
import {
  advanceSignUp,
  startSignUp,
  type SignUpState,
  type SignUpUserInput,
} from '../../../../src/platform/flows/signUp';
import { encodeClientLink } from '../../../../src/platform/domain/clientLink';
import { SIGN_UP_TEXTS } from '../../../../src/platform/flows/signUpTexts';
import { InvalidInputError } from '../../../../src/platform/flows/flowErrors';
import { createHttpClient } from '../../../../src/platform/http/client';
import { userFacingMessage } from '../../../../src/platform/http/userMessage';
import type { Address } from '../../../../src/platform/domain/entities/geography';
import { API, useFixtureServer } from '../../../support/fixtureServer';

const fixtures = useFixtureServer();
const http = () => createHttpClient({ baseUrl: API });

const user = (email: string, overrides: Partial<SignUpUserInput> = {}): SignUpUserInput => ({
  firstName: ' Ann ',
  lastName: 'Lee',
  email,
  password: 'Secret-pass-1',
  repeatPassword: 'Secret-pass-1',
  agreement: true,
  ...overrides,
});
const address: Address = {
  address1: '1 Main St',
  city: 'Boston',
  zipCode: '02110',
  country: { id: 227, name: 'United States' },
  province: { id: 22, name: 'Massachusetts' },
};
const segments = (clientId: string, token: string) =>
  encodeClientLink(clientId, token).split('/') as [string, string];

async function toAddress(email: string, link?: [string, string]): Promise<SignUpState> {
  const state = await advanceSignUp(http(), startSignUp(...(link ?? [])), {
    type: 'userInfo',
    user: user(email),
  });
  expect(state.phase).toBe('address');
  return state;
}
const afterAddress = async (email: string, link?: [string, string]) =>
  advanceSignUp(http(), await toAddress(email, link), { type: 'address', address });

async function invalidFields(step: Promise<unknown>): Promise<Record<string, string>> {
  const error = await step.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvalidInputError);
  return (error as InvalidInputError).fields;
}

const createdUser = (email: string) => fixtures.backend.ctx.state.users.find((u) => u.email === email);

describe('the sign-up link', () => {
  it('no link starts at user info with no client id', () => {
    expect(startSignUp()).toEqual({ phase: 'userInfo', link: {} });
  });
  it('the client id is base64 then URL-encoded; the token is kept as given', () => {
    expect(startSignUp(...segments('acme', 'acme-signup-2024'))).toEqual({
      phase: 'userInfo',
      link: { clientId: 'acme', token: 'acme-signup-2024' },
    });
    // 'a?' is 'YT8=': the padding arrives URL-encoded, or already decoded by the router.
    expect(startSignUp('YT8%3D', 't').link).toEqual({ clientId: 'a?', token: 't' });
    expect(startSignUp('YT8=', 't').link).toEqual({ clientId: 'a?', token: 't' });
  });
  it.each(['not base64!', '%E0%A4%A', 'AAAA', '////'])(
    'an undecodable client id %j is the invalid sign-up URL page',
    (segment) => {
      expect(startSignUp(segment, 'token')).toEqual({ phase: 'invalidUrl', link: {} });
    },
  );
  it('the texts of the error pages, word for word', () => {
    expect(SIGN_UP_TEXTS.invalidUrl.title).toBe('Invalid sign-up URL');
    expect(SIGN_UP_TEXTS.companyNotFound.title).toBe('Company not found');
    expect(SIGN_UP_TEXTS.invalidClientId.title).toBe('Invalid client id');
    expect(SIGN_UP_TEXTS.invalidToken.title).toBe('Invalid token');
  });
});

describe('user info', () => {
  it('every rule has its own message, and nothing is looked up', async () => {
    const before = fixtures.backend.journal().length;
    expect(
      await invalidFields(
        advanceSignUp(http(), startSignUp(), {
          type: 'userInfo',
          user: {
            firstName: ' ',
            lastName: '',
            email: 'ann@',
            password: 'short',
            repeatPassword: 'other',
            agreement: false,
          },
        }),
      ),
    ).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
      repeatPassword: 'Passwords must match',
      agreement: 'Required',
    });
    const password = async (pw: string) =>
      (
        await invalidFields(
          advanceSignUp(http(), startSignUp(), {
            type: 'userInfo',
            user: user('a@b.example', { password: pw, repeatPassword: pw }),
          }),
        )
      ).password;
    expect(await password('Abcdefgh')).toBe('Password must contain at least one digit');
    expect(await password('abcdefg1')).toBe('Password must contain at least one upper-case letter');
    expect(await password('ABCDEFG1')).toBe('Password must contain at least one lower-case letter');
    expect(fixtures.backend.journal().length).toBe(before);
  });

  it('valid input moves to the address with the configs of the e-mail domain, trimmed names', async () => {
    const state = await toAddress('ann@holding.example');
    if (state.phase !== 'address') throw new Error(state.phase);
    expect(state.user).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@holding.example',
      password: 'Secret-pass-1',
    });
    expect(state.configs.map((c) => c.clientId).sort()).toEqual(['acme', 'globex', 'initech', 'umbrella']);
  });
});

describe('matching after the address (part 1 §4)', () => {
  it('the address rules: line 1, city, zip and country required', async () => {
    const state = await toAddress('ann@stark.example');
    expect(
      await invalidFields(
        advanceSignUp(http(), state, {
          type: 'address',
          address: { address1: ' ', city: '', zipCode: '', country: { id: 0, name: '' } },
        }),
      ),
    ).toEqual({ address1: 'Required', city: 'Required', zipCode: 'Required', country: 'Required' });
  });

  it('0 configs: company not found', async () => {
    expect((await afterAddress('ann@nowhere.example')).phase).toBe('companyNotFound');
  });

  it('1 config and a link with another client id: invalid client id', async () => {
    expect((await afterAddress('ann@stark.example', segments('acme', 'acme-signup-2024'))).phase).toBe(
      'invalidClientId',
    );
  });

  it('1 config and a link whose token is not its sign-up token: invalid token', async () => {
    expect((await afterAddress('ann@stark.example', segments('stark', 'wrong'))).phase).toBe('invalidToken');
  });

  it('1 config without custom user fields: the account is created at once, as a client employee with the address', async () => {
    const state = await afterAddress('ann@stark.example', segments('stark', 'stark-signup'));
    expect(state).toMatchObject({
      phase: 'accountCreated',
      email: 'ann@stark.example',
      client: { clientId: 'stark' },
    });
    expect(createdUser('ann@stark.example')).toMatchObject({
      clientId: 'stark',
      groups: ['CLIENT_EMPLOYEE'],
      firstName: 'Ann',
      password: 'Secret-pass-1',
    });
    const post = fixtures.backend
      .journal()
      .find((entry) => entry.method === 'POST' && entry.path.endsWith('/userAccount'));
    expect(post?.body).toEqual({
      clientId: 'stark',
      email: 'ann@stark.example',
      firstName: 'Ann',
      lastName: 'Lee',
      password: '***', // the journal masks it; the pool user below has it
      role: 'CLIENT_EMPLOYEE',
      address,
      customFieldValues: [],
    });
  });

  it('1 config and no link: that company', async () => {
    expect((await afterAddress('bob@stark.example')).phase).toBe('accountCreated');
  });

  it('several configs and no client id: the company selection lists the ACTIVE ones only', async () => {
    const state = await afterAddress('ann@holding.example');
    if (state.phase !== 'companySelection') throw new Error(state.phase);
    expect(state.choices.map((c) => c.clientId).sort()).toEqual(['acme', 'globex', 'umbrella']);
    expect(state.address).toEqual(address);
  });

  it('several configs and a client id: that one (umbrella has no USER fields: created)', async () => {
    const state = await afterAddress('ann@holding.example', segments('umbrella', 'umbrella-signup'));
    expect(state).toMatchObject({ phase: 'accountCreated', client: { clientId: 'umbrella' } });
  });

  it('several configs and a client id that is not among them: invalid client id; a wrong token: invalid token', async () => {
    expect((await afterAddress('ann@holding.example', segments('stark', 'stark-signup'))).phase).toBe(
      'invalidClientId',
    );
    expect((await afterAddress('ann@holding.example', segments('umbrella', 'acme-signup-2024'))).phase).toBe(
      'invalidToken',
    );
  });
});

describe('company selection and custom values', () => {
  async function selection() {
    const state = await afterAddress('ann@holding.example');
    expect(state.phase).toBe('companySelection');
    return state;
  }

  it('a company not among the choices is an internal error', async () => {
    expect(
      await advanceSignUp(http(), await selection(), { type: 'selectCompany', clientId: 'initech' }),
    ).toEqual({
      phase: 'internalError',
      link: {},
      message: 'Internal error: the selected company is not among the companies found',
    });
  });

  it('no company chosen is Required', async () => {
    expect(
      await invalidFields(advanceSignUp(http(), await selection(), { type: 'selectCompany', clientId: '' })),
    ).toEqual({ clientId: 'Required' });
  });

  it('a company with USER fields goes to the custom values, which are checked and sent', async () => {
    const state = await advanceSignUp(http(), await selection(), { type: 'selectCompany', clientId: 'acme' });
    if (state.phase !== 'customValues') throw new Error(state.phase);
    expect(state.definitions.map((d) => d.type)).toEqual([
      'INPUT_TEXT',
      'LISTONLY',
      'INPUT_TEXT',
      'PERSON_INFO',
      'TEXT_AREA',
      'LIST',
      'SELECT_MANY_LIST',
      'DATE',
      'CHECKBOX',
    ]);

    const fields = await invalidFields(
      advanceSignUp(http(), state, { type: 'customValues', values: { 'Employee id': '12' } }),
    );
    expect(fields).toMatchObject({
      'customFields.Job title': 'Required',
      'customFields.Employee id': 'Five digits',
    });

    const values = {
      'Job title': 'Translator',
      Office: 'London',
      'Employee id': '12345',
      Manager: { firstName: 'Max', lastName: 'Moe', email: 'max@acme.example' },
      'Languages spoken': ['English', 'German'],
      Newsletter: true,
    };
    const done = await advanceSignUp(http(), state, { type: 'customValues', values });
    expect(done).toMatchObject({ phase: 'accountCreated', client: { clientId: 'acme' } });
    expect(fixtures.backend.ctx.state.accountDetails['ann@holding.example']?.customFieldValues).toEqual([
      { fieldName: 'Job title', value: 'Translator', mapping: 'jobTitle' },
      { fieldName: 'Office', value: 'London', mapping: 'office' },
      { fieldName: 'Employee id', value: '12345', mapping: 'employeeId' },
      { fieldName: 'Manager', value: JSON.stringify(values.Manager), mapping: 'manager' },
      { fieldName: 'Languages spoken', value: 'English|German', mapping: 'languagesSpoken' },
      { fieldName: 'Newsletter', value: 'true', mapping: 'newsletter' },
    ]);
  });

  it('a value for a field with no definition is an internal error', async () => {
    const state = await advanceSignUp(http(), await selection(), { type: 'selectCompany', clientId: 'acme' });
    expect(await advanceSignUp(http(), state, { type: 'customValues', values: { Shoe: '42' } })).toEqual({
      phase: 'internalError',
      link: {},
      message: 'Internal error: no custom field definition named "Shoe"',
    });
  });
});

describe('failures, cancel and unknown phases', () => {
  it('a refused create throws the server error and leaves the state as it was', async () => {
    expect((await afterAddress('ann@stark.example')).phase).toBe('accountCreated');
    const state = await toAddress('ann@stark.example');
    const error = await advanceSignUp(http(), state, { type: 'address', address }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(userFacingMessage(error)).toBe(
      'An account with this e-mail already exists [Error code: USER_EXISTS]',
    );
    expect(state.phase).toBe('address');
  });

  it('cancel goes back to the first phase with nothing kept but the link', async () => {
    const state = await toAddress('ann@stark.example', segments('stark', 'stark-signup'));
    expect(await advanceSignUp(http(), state, { type: 'cancel' })).toEqual({
      phase: 'userInfo',
      link: { clientId: 'stark', token: 'stark-signup' },
    });
  });

  it('an unknown phase is an internal error', async () => {
    const broken = { phase: 'payment', link: {} } as unknown as SignUpState;
    expect(await advanceSignUp(http(), broken, { type: 'address', address })).toEqual({
      phase: 'internalError',
      link: {},
      message: 'Internal error: unknown sign-up phase "payment"',
    });
  });

  it('an event the phase does not take changes nothing', async () => {
    const state = startSignUp();
    expect(await advanceSignUp(http(), state, { type: 'address', address })).toBe(state);
  });
});
