// The account settings rules: tabs per persona, MFA settings, organisation groups, the organisation users'
// search and row actions, the otpauth URI, and the full-list edits of language groups.
import { Secret, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  accountSettingsTabs,
  canUseMfaSettings,
  mfaSettingsRefusal,
  showsOrganizationGroups,
  type AccountSettingsSubject,
} from '../../../../src/platform/domain/accountSettings';
import { groupedSecret, otpauthUri } from '../../../../src/platform/domain/authenticatorApp';
import type { LanguageGroup } from '../../../../src/platform/domain/entities/languageGroup';
import {
  isDuplicateGroupName,
  withGroup,
  withoutGroup,
  xtrfRefsOf,
} from '../../../../src/platform/domain/languageGroupEdits';
import {
  matchesOrganizationUserSearch,
  organizationUserActions,
} from '../../../../src/platform/domain/organizationUsers';

const acme = { isMfaEnabled: true, isOrgManagementEnabled: true };
const subject = (over: Partial<AccountSettingsSubject>): AccountSettingsSubject => ({
  roles: ['CLIENT'],
  isFederatedSsoAccount: false,
  clientConfig: acme,
  ...over,
});
const tabIds = (s: AccountSettingsSubject) => accountSettingsTabs(s).map((tab) => tab.id);

describe('tabs and MFA settings', () => {
  it('Organization Users only for a non-SSO client whose client manages its organisation', () => {
    expect(tabIds(subject({}))).toEqual(['profile', 'languageGroups', 'organizationUsers']);
    expect(tabIds(subject({ roles: ['CLIENT_EMPLOYEE'] }))).toEqual(['profile', 'languageGroups']);
    expect(tabIds(subject({ isFederatedSsoAccount: true }))).toEqual(['profile', 'languageGroups']);
    expect(tabIds(subject({ clientConfig: { isMfaEnabled: true, isOrgManagementEnabled: false } }))).toEqual([
      'profile',
      'languageGroups',
    ]);
    expect(tabIds(subject({ roles: ['ADMIN'], clientConfig: null }))).toEqual(['profile', 'languageGroups']);
  });

  it('MFA settings for non-SSO users of a client with MFA enabled, with the reason otherwise', () => {
    expect(canUseMfaSettings(subject({ roles: ['CLIENT_EMPLOYEE'] }))).toBe(true);
    expect(canUseMfaSettings(subject({ isFederatedSsoAccount: true }))).toBe(false);
    expect(canUseMfaSettings(subject({ clientConfig: { isMfaEnabled: false } }))).toBe(false);
    expect(canUseMfaSettings(subject({ clientConfig: undefined }))).toBe(false);
    expect(mfaSettingsRefusal(subject({ clientConfig: { isMfaEnabled: false } }))).toBe(
      'MFA is not enabled for your organisation.',
    );
    expect(mfaSettingsRefusal(subject({}))).toBeUndefined();
  });

  it('the organisation-wide list shows for clients, and for others only when it has groups', () => {
    const org: LanguageGroup = { name: 'EFIGS', scope: 'ORGANIZATION', languages: [{ xtrfId: 5 }] };
    const own: LanguageGroup = { ...org, scope: 'PERSONAL' };
    expect(showsOrganizationGroups(['CLIENT'], [])).toBe(true);
    expect(showsOrganizationGroups(['CLIENT_EMPLOYEE'], [own])).toBe(false);
    expect(showsOrganizationGroups(['CLIENT_EMPLOYEE'], [own, org])).toBe(true);
  });
});

describe('authenticator app', () => {
  it('the otpauth URI names the product as issuer and the username, and an app reads the same secret back', () => {
    const secret = new Secret({ size: 20 }).base32;
    const uri = otpauthUri({ issuer: 'Acme Connect', account: 'kim@acme', secret });
    expect(uri.startsWith('otpauth://totp/Acme%20Connect:kim%40acme?')).toBe(true);
    const parsed = URI.parse(uri);
    expect(parsed).toMatchObject({ issuer: 'Acme Connect', label: 'kim@acme', digits: 6, period: 30 });
    expect(parsed.secret.base32).toBe(secret);
  });

  it('groups the secret by four for typing', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });
});

describe('organisation users', () => {
  const contact = { id: 1, email: 'Olivia.Ortega@acme.example', firstName: 'Olivia', lastName: 'Ortega' };

  it('the search matches e-mail, first or last name, ignoring case', () => {
    for (const text of ['olivia.ORTEGA@', 'OLIV', 'tega', '  '])
      expect(matchesOrganizationUserSearch(contact, text)).toBe(true);
    expect(matchesOrganizationUserSearch(contact, 'raj')).toBe(false);
    expect(matchesOrganizationUserSearch({ id: 2, email: 'x@y', firstName: null }, 'x@')).toBe(true);
  });

  it('no actions on the own account; Disable MFA not on disabled accounts; enable or disable by state', () => {
    const row = (isAccountEnabled: boolean, isMfaEnabled: boolean, username = 'olivia.ortega') => ({
      contact,
      identity: { username, isAccountEnabled, isMfaEnabled },
    });
    expect(organizationUserActions(row(true, true), 'client')).toEqual(['disableMfa', 'disableAccount']);
    expect(organizationUserActions(row(false, true), 'client')).toEqual(['enableAccount']);
    expect(organizationUserActions(row(true, false), 'client')).toEqual(['disableAccount']);
    expect(organizationUserActions(row(true, true, 'Client'), 'client')).toEqual([]);
    expect(organizationUserActions({ contact }, 'client')).toEqual([]);
  });
});

describe('language group edits', () => {
  const list: LanguageGroup[] = [
    { name: 'EFIGS', scope: 'PERSONAL', languages: [{ xtrfId: 5 }] },
    { name: 'Asia', scope: 'PERSONAL', languages: [{ xtrfId: 43 }] },
  ];

  it('adds at the end, replaces in place, deletes by name in any case', () => {
    const added = withGroup(list, { name: ' Nordics ', scope: 'PERSONAL', languages: [{ xtrfId: 12 }] });
    expect(added.map((group) => group.name)).toEqual(['EFIGS', 'Asia', 'Nordics']);
    const edited = withGroup(list, { name: 'APAC', scope: 'PERSONAL', languages: [{ xtrfId: 44 }] }, 'asia');
    expect(edited).toEqual([list[0], { name: 'APAC', scope: 'PERSONAL', languages: [{ xtrfId: 44 }] }]);
    expect(withoutGroup(list, 'efigs')).toEqual([list[1]]);
  });

  it("a name is a duplicate unless it is the edited group's own", () => {
    expect(isDuplicateGroupName(list, 'asia ')).toBe(true);
    expect(isDuplicateGroupName(list, 'Asia', 'Asia')).toBe(false);
    expect(isDuplicateGroupName(list, 'Asia', 'EFIGS')).toBe(true);
  });

  it('picked languages become TMS references; a language without one is left out', () => {
    const languages = [
      { id: 'deu', name: 'German', xtrfId: 7 },
      { id: 'xxx', name: 'No TMS id', xtrfId: null },
    ];
    expect(xtrfRefsOf(['deu', 'xxx', 'zzz'], languages)).toEqual([{ xtrfId: 7, name: 'German' }]);
  });
});
