// The account settings flows: what each sends (the scope's whole list, identity settings per contact with
// the MFA status, one action call), and what the rules stop before anything is sent.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  beginAuthenticatorSetup,
  confirmAuthenticatorSetup,
} from '../../../../src/platform/flows/authenticatorMfa';
import type { InvalidInputError } from '../../../../src/platform/flows/flowErrors';
import { FlowError } from '../../../../src/platform/flows/flowErrors';
import { deleteLanguageGroup, saveLanguageGroup } from '../../../../src/platform/flows/languageGroups';
import {
  loadOrganizationUsers,
  runOrganizationUserAction,
} from '../../../../src/platform/flows/organizationUsers';
import type { LanguageGroup } from '../../../../src/platform/domain/entities/languageGroup';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { useFakeApi } from './support';

const GROUPS: LanguageGroup[] = [
  { name: 'Mine', scope: 'PERSONAL', languages: [{ xtrfId: 7 }] },
  { name: 'EFIGS', scope: 'ORGANIZATION', languages: [{ xtrfId: 5 }] },
  { name: 'Asia', scope: 'ORGANIZATION', languages: [{ xtrfId: 43 }] },
];

describe('language group flows', () => {
  const api = useFakeApi();
  beforeEach(() => {
    api.install();
    api.answer('POST /userAccount/languageGroups/ORGANIZATION', undefined);
    api.answer('POST /userAccount/languageGroups/PERSONAL', undefined);
  });

  it("editing one organisation group posts that scope's whole list, in order", async () => {
    const next = await saveLanguageGroup(
      api.client(),
      GROUPS,
      { scope: 'ORGANIZATION', name: 'EFIGS+', languages: [{ xtrfId: 5 }, { xtrfId: 8 }], editing: 'efigs' },
      ['CLIENT'],
    );
    expect(api.sent.map((sent) => [sent.method, sent.path])).toEqual([
      ['POST', '/userAccount/languageGroups/ORGANIZATION'],
    ]);
    expect(api.sent[0].body).toEqual(next);
    expect(next.map((group) => group.name)).toEqual(['EFIGS+', 'Asia']);
  });

  it('refuses before sending: a non-client on the organisation list, a duplicate, a missing group, empty fields', async () => {
    const refused = [
      saveLanguageGroup(
        api.client(),
        GROUPS,
        { scope: 'ORGANIZATION', name: 'New', languages: [{ xtrfId: 1 }] },
        ['CLIENT_EMPLOYEE'],
      ),
      deleteLanguageGroup(api.client(), GROUPS, 'ORGANIZATION', 'EFIGS', ['CLIENT_EMPLOYEE']),
      saveLanguageGroup(
        api.client(),
        GROUPS,
        { scope: 'PERSONAL', name: ' mine ', languages: [{ xtrfId: 1 }] },
        ['CLIENT'],
      ),
      deleteLanguageGroup(api.client(), GROUPS, 'PERSONAL', 'Nope', ['CLIENT']),
      saveLanguageGroup(api.client(), GROUPS, { scope: 'PERSONAL', name: ' ', languages: [] }, ['CLIENT']),
    ];
    const errors = await Promise.all(refused.map((call) => call.catch((error: unknown) => error)));
    expect(errors.map((error) => (error as Error).constructor.name)).toEqual([
      'FlowError',
      'FlowError',
      'InvalidInputError',
      'FlowError',
      'InvalidInputError',
    ]);
    expect((errors[2] as InvalidInputError).fields).toEqual({ name: MESSAGES.DUPLICATE_LANGUAGE_GROUP });
    expect((errors[4] as InvalidInputError).fields).toEqual({
      name: MESSAGES.REQUIRED,
      languages: MESSAGES.REQUIRED,
    });
    expect(api.sent).toEqual([]);
  });
});

describe('organisation user flows', () => {
  const api = useFakeApi();
  beforeEach(() => {
    api.install();
    api.answer('GET /userAccount/organizationClientContacts', [
      { id: 1, email: 'a@acme.example', firstName: 'Ann' },
      { id: 2, email: 'b@acme.example' },
    ]);
    api.answer('GET /userAccount/organizationClientContacts/1/indentitySettings', {
      username: 'ann',
      isAccountEnabled: true,
      isMfaEnabled: true,
    });
    api.answer(
      'GET /userAccount/organizationClientContacts/2/indentitySettings',
      new Response('{"message":"down"}', { status: 503 }),
    );
    api.answer('POST /userAccount/organizationClientContacts/1/actions/disableMfa', undefined);
  });

  it("asks each contact's identity settings with the MFA status; one failure leaves only that row unknown", async () => {
    const users = await loadOrganizationUsers(api.client());
    expect(users.map((user) => user.identity)).toEqual([
      { username: 'ann', isAccountEnabled: true, isMfaEnabled: true },
      undefined,
    ]);
    expect(
      api.sent.filter((sent) => sent.path.endsWith('indentitySettings')).map((sent) => sent.query),
    ).toEqual([
      { email: 'a@acme.example', includeMfaStatus: 'true' },
      { email: 'b@acme.example', includeMfaStatus: 'true' },
    ]);
  });

  it('runs an allowed action with the username and returns the new settings; refuses the own account unsent', async () => {
    const [ann] = await loadOrganizationUsers(api.client());
    api.sent.length = 0;
    expect(await runOrganizationUserAction(api.client(), ann, 'disableMfa', 'boss')).toEqual({
      username: 'ann',
      isAccountEnabled: true,
      isMfaEnabled: false,
    });
    expect(api.sent.map((sent) => [sent.path, sent.body])).toEqual([
      ['/userAccount/organizationClientContacts/1/actions/disableMfa', { username: 'ann' }],
    ]);
    await expect(
      runOrganizationUserAction(api.client(), ann, 'disableAccount', 'ANN'),
    ).rejects.toBeInstanceOf(FlowError);
    expect(api.sent).toHaveLength(1);
  });
});

describe('authenticator flows', () => {
  it("the setup's URI carries the secret the identity service gave; a malformed code never reaches it", async () => {
    const calls: string[] = [];
    const auth = {
      startAuthenticatorSetup: async () => (calls.push('associate'), 'JBSWY3DPEHPK3PXP'),
      confirmAuthenticatorSetup: async (code: string) => void calls.push(`verify ${code}`),
      disableAuthenticator: async () => void calls.push('disable'),
    };
    const setup = await beginAuthenticatorSetup(auth, { issuer: 'llts', username: 'kim' });
    expect(setup.uri).toContain('secret=JBSWY3DPEHPK3PXP');
    await expect(confirmAuthenticatorSetup(auth, '12a456')).rejects.toMatchObject({
      fields: { code: MESSAGES.MFA_CODE_FORMAT },
    });
    await confirmAuthenticatorSetup(auth, ' 123456 ');
    expect(calls).toEqual(['associate', 'verify 123456']);
  });
});
