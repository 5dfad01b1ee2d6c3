import { describe, expect, it } from 'vitest';
import {
  canImpersonate,
  isClientUser,
  isStaff,
  needsOrganisationPicker,
  sessionRolesFromClaims,
} from '../../../../src/platform/domain/roles';

describe('sessionRolesFromClaims', () => {
  it('keeps only known roles from cognito:groups', () => {
    const result = sessionRolesFromClaims({
      'cognito:groups': ['ADMIN', 'eu-west-1_abc_Okta', 'QA', 'admin'],
    });
    expect(result).toEqual({ roles: ['ADMIN', 'QA'], externalGroups: [], isFederatedSsoAccount: false });
  });

  it('returns empty lists for tokens without the claims', () => {
    expect(sessionRolesFromClaims({})).toEqual({
      roles: [],
      externalGroups: [],
      isFederatedSsoAccount: false,
    });
  });

  it('accepts a comma string of groups and drops duplicates', () => {
    expect(sessionRolesFromClaims({ 'cognito:groups': 'CLIENT, CLIENT,QA' }).roles).toEqual(['CLIENT', 'QA']);
  });

  it('ignores non-string group entries', () => {
    expect(sessionRolesFromClaims({ 'cognito:groups': ['CLIENT', 42, null] }).roles).toEqual(['CLIENT']);
  });

  it('treats an account with linked identities as federated CLIENT_EMPLOYEE', () => {
    const result = sessionRolesFromClaims({
      'cognito:groups': ['eu-west-1_abc_AzureAD'],
      identities: [{ providerName: 'AzureAD', userId: 'x' }],
    });
    expect(result.isFederatedSsoAccount).toBe(true);
    expect(result.roles).toEqual(['CLIENT_EMPLOYEE']);
  });

  it('reads JSON-encoded identities', () => {
    expect(sessionRolesFromClaims({ identities: '[{"providerName":"Okta"}]' }).isFederatedSsoAccount).toBe(
      true,
    );
    expect(sessionRolesFromClaims({ identities: '[]' }).isFederatedSsoAccount).toBe(false);
    expect(sessionRolesFromClaims({ identities: '  ' }).isFederatedSsoAccount).toBe(false);
  });

  it('does not treat empty or missing identities as federated', () => {
    expect(sessionRolesFromClaims({ identities: [] }).isFederatedSsoAccount).toBe(false);
    expect(sessionRolesFromClaims({ identities: null }).isFederatedSsoAccount).toBe(false);
  });

  it('marks the CoupaUser group as federated without making it a role', () => {
    const result = sessionRolesFromClaims({ 'cognito:groups': ['CoupaUser'] });
    expect(result).toEqual({ roles: ['CLIENT_EMPLOYEE'], externalGroups: [], isFederatedSsoAccount: true });
  });

  it('does not add CLIENT_EMPLOYEE twice and keeps other roles', () => {
    const result = sessionRolesFromClaims({
      'cognito:groups': ['CLIENT_EMPLOYEE', 'CLIENT'],
      identities: [{}],
    });
    expect(result.roles).toEqual(['CLIENT_EMPLOYEE', 'CLIENT']);
  });

  it('splits, trims and filters external groups', () => {
    expect(sessionRolesFromClaims({ 'custom:externalGroups': ' sales , ,legal,, ' }).externalGroups).toEqual([
      'sales',
      'legal',
    ]);
    expect(sessionRolesFromClaims({ 'custom:externalGroups': '' }).externalGroups).toEqual([]);
  });
});

describe('role checks', () => {
  it('isStaff for each staff role only', () => {
    for (const role of [
      'CLIENT_MANAGER',
      'DESKTOP_PUBLISHER',
      'ADMIN',
      'ENGINEER',
      'PROJECT_COORDINATOR',
      'QA',
      'QUOTER',
      'POWER_USER',
    ]) {
      expect(isStaff([role])).toBe(true);
    }
    for (const role of ['SUPER_USER', 'OPERATOR', 'CLIENT', 'CLIENT_EMPLOYEE', 'LINGUIST', 'EXECUTIVE']) {
      expect(isStaff([role])).toBe(false);
    }
    expect(isStaff([])).toBe(false);
    expect(isStaff(['CLIENT', 'QA'])).toBe(true);
  });

  it('canImpersonate for ADMIN or SUPER_USER', () => {
    expect(canImpersonate(['ADMIN'])).toBe(true);
    expect(canImpersonate(['SUPER_USER'])).toBe(true);
    expect(canImpersonate(['POWER_USER', 'CLIENT'])).toBe(false);
  });

  it('isClientUser for CLIENT or CLIENT_EMPLOYEE', () => {
    expect(isClientUser(['CLIENT'])).toBe(true);
    expect(isClientUser(['CLIENT_EMPLOYEE'])).toBe(true);
    expect(isClientUser(['ADMIN'])).toBe(false);
  });

  it('needsOrganisationPicker for a client user without a client config', () => {
    expect(needsOrganisationPicker(['CLIENT_EMPLOYEE'], undefined)).toBe(true);
    expect(needsOrganisationPicker(['CLIENT'], null)).toBe(true);
    expect(needsOrganisationPicker(['CLIENT'], { clientId: 'c1' })).toBe(false);
    expect(needsOrganisationPicker(['ADMIN'], null)).toBe(false);
  });
});
