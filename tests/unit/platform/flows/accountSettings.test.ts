// The account settings flows: what each sends (the scope's whole list, identity settings per contact with
// the MFA status, one action call), and what the rules stop before anything is sent.
import { describe, expect, it } from 'vitest';
import { listLanguageGroups } from '../../../../src/platform/api/languageGroups';
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
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { clientFor, useRuntimeBackend } from '../../../fixtures/support/runtimeBackend';
import { sentTo } from './support';

// The acme manager `client`: the seeded organisation groups (EFIGS, Asia Pacific, Nordics), personal ones
// (My launch set, LatAm) and the organisation's contacts.
const backend = useRuntimeBackend();
const http = clientFor('client');
const sent = () => sentTo(backend());

describe('language group flows', () => {
  // The groups as the tab reads them, before the journal is emptied.
  const seeded = async () => {
    const groups = await listLanguageGroups(http);
    backend().clearJournal();
    return groups;
  };

  it("editing one organisation group posts that scope's whole list, in order", async () => {
    const groups = await seeded();
    const next = await saveLanguageGroup(
      http,
      groups,
      { scope: 'ORGANIZATION', name: 'EFIGS+', languages: [{ xtrfId: 5 }, { xtrfId: 8 }], editing: 'efigs' },
      ['CLIENT'],
    );
    expect(sent().map((s) => [s.method, s.path])).toEqual([
      ['POST', '/userAccount/languageGroups/ORGANIZATION'],
    ]);
    expect(sent()[0].body).toEqual(next);
    expect(next.map((group) => group.name)).toEqual(['EFIGS+', 'Asia Pacific', 'Nordics']);
    // Stored as sent; the personal list is untouched.
    expect((await listLanguageGroups(http)).map((group) => group.name)).toEqual([
      'My launch set',
      'LatAm',
      'EFIGS+',
      'Asia Pacific',
      'Nordics',
    ]);
  });

  it('refuses before sending: a non-client on the organisation list, a duplicate, a missing group, empty fields', async () => {
    const groups = await seeded();
    const refused = [
      saveLanguageGroup(http, groups, { scope: 'ORGANIZATION', name: 'New', languages: [{ xtrfId: 1 }] }, [
        'CLIENT_EMPLOYEE',
      ]),
      deleteLanguageGroup(http, groups, 'ORGANIZATION', 'EFIGS', ['CLIENT_EMPLOYEE']),
      saveLanguageGroup(
        http,
        groups,
        { scope: 'PERSONAL', name: ' my launch SET ', languages: [{ xtrfId: 1 }] },
        ['CLIENT'],
      ),
      deleteLanguageGroup(http, groups, 'PERSONAL', 'Nope', ['CLIENT']),
      saveLanguageGroup(http, groups, { scope: 'PERSONAL', name: ' ', languages: [] }, ['CLIENT']),
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
    expect(sent()).toEqual([]);
  });
});

describe('organisation user flows', () => {
  const OLIVIA = 'olivia.ortega@acme.example'; // enabled, MFA on
  const RAJ = 'raj.patel@acme.example';
  const contactId = (username: string) =>
    backend().ctx.state.clientContacts.find((contact) => contact.username === username)!.id;
  const identityCalls = () => sent().filter((s) => s.path.endsWith('/indentitySettings'));

  it("asks each contact's identity settings with the MFA status; one failure leaves only that row unknown", async () => {
    backend().injectFault({
      method: 'GET',
      path: `/userAccount/organizationClientContacts/${contactId('raj.patel')}/indentitySettings`,
      status: 503,
      body: { message: 'down' },
    });
    const users = await loadOrganizationUsers(http);
    expect(users.find((user) => user.contact.email === OLIVIA)?.identity).toEqual({
      username: 'olivia.ortega',
      isAccountEnabled: true,
      isMfaEnabled: true,
    });
    expect(users.filter((user) => !user.identity).map((user) => user.contact.email)).toEqual([RAJ]);
    expect(users.length).toBeGreaterThan(2);
    expect(identityCalls().map((s) => [s.path, s.query])).toEqual(
      users.map(({ contact }) => [
        `/userAccount/organizationClientContacts/${contact.id}/indentitySettings`,
        { email: contact.email, includeMfaStatus: 'true' },
      ]),
    );
  });

  it('runs an allowed action with the username and returns the new settings; refuses the own account unsent', async () => {
    const olivia = (await loadOrganizationUsers(http)).find((user) => user.contact.email === OLIVIA)!;
    backend().clearJournal();
    expect(await runOrganizationUserAction(http, olivia, 'disableMfa', 'client')).toEqual({
      username: 'olivia.ortega',
      isAccountEnabled: true,
      isMfaEnabled: false,
    });
    expect(sent().map((s) => [s.path, s.body])).toEqual([
      [
        `/userAccount/organizationClientContacts/${olivia.contact.id}/actions/disableMfa`,
        { username: 'olivia.ortega' },
      ],
    ]);
    expect(backend().ctx.state.users.find((user) => user.username === 'olivia.ortega')?.mfaEnabled).toBe(
      false,
    );
    await expect(
      runOrganizationUserAction(http, olivia, 'disableAccount', 'OLIVIA.ORTEGA'),
    ).rejects.toBeInstanceOf(FlowError);
    expect(sent()).toHaveLength(1);
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
