import { describe, expect, it } from 'vitest';
import {
  canChangePassword,
  canConfigureMfa,
  canEditOrganizationLanguageGroups,
  canManageOrganizationUsers,
  canStartImpersonation,
  clientToolAccess,
  organizationUserActions,
  showsOrganizationLanguageGroups,
  toolAccess,
} from '../../../../src/platform/domain/permissions';

describe('clientToolAccess', () => {
  it('needs a client role first', () => {
    expect(clientToolAccess(['ADMIN'], ['reports'], 'reports')).toBe('insufficientPermissions');
  });
  it('then the enabled application', () => {
    expect(clientToolAccess(['CLIENT'], ['coupa'], 'reports')).toBe('applicationNotEnabled');
    expect(clientToolAccess(['CLIENT_EMPLOYEE'], ['reports', 'coupa'], 'coupa')).toBe('allowed');
  });
});

describe('toolAccess', () => {
  const rule = { roles: ['QA', 'ADMIN'], application: 'reports' };
  it('answers on the role alone while the applications load, if the role already fails', () => {
    expect(toolAccess(['CLIENT'], undefined, rule)).toBe('insufficientPermissions');
    expect(toolAccess(['QA'], undefined, rule)).toBe('pending');
  });
  it('needs no application when the rule names none', () => {
    expect(toolAccess(['ADMIN'], undefined, { roles: ['ADMIN'] })).toBe('allowed');
  });
  it('then checks the application', () => {
    expect(toolAccess(['QA'], [], rule)).toBe('applicationNotEnabled');
    expect(toolAccess(['QA'], ['reports'], rule)).toBe('allowed');
  });
});

describe('impersonation, password and MFA', () => {
  it('start impersonation needs an impersonator role and no active impersonation', () => {
    expect(canStartImpersonation(['ADMIN'], false)).toBe(true);
    expect(canStartImpersonation(['SUPER_USER'], true)).toBe(false);
    expect(canStartImpersonation(['QA'], false)).toBe(false);
  });
  it('federated accounts cannot change password or configure MFA', () => {
    expect(canChangePassword({ isFederatedSsoAccount: true })).toBe(false);
    expect(canChangePassword({ isFederatedSsoAccount: false })).toBe(true);
    expect(canConfigureMfa({ isFederatedSsoAccount: true }, { isMfaEnabled: true })).toBe(false);
    expect(canConfigureMfa({ isFederatedSsoAccount: false }, { isMfaEnabled: true })).toBe(true);
    expect(canConfigureMfa({ isFederatedSsoAccount: false }, { isMfaEnabled: false })).toBe(false);
    expect(canConfigureMfa({ isFederatedSsoAccount: false }, null)).toBe(false);
  });
});

describe('organisation management', () => {
  const enabled = { isOrgManagementEnabled: true };
  it('the users tab needs role CLIENT, a non-SSO account and management enabled', () => {
    expect(canManageOrganizationUsers({ roles: ['CLIENT'], isFederatedSsoAccount: false }, enabled)).toBe(
      true,
    );
    expect(
      canManageOrganizationUsers({ roles: ['CLIENT_EMPLOYEE'], isFederatedSsoAccount: false }, enabled),
    ).toBe(false);
    expect(canManageOrganizationUsers({ roles: ['CLIENT'], isFederatedSsoAccount: true }, enabled)).toBe(
      false,
    );
    expect(canManageOrganizationUsers({ roles: ['CLIENT'], isFederatedSsoAccount: false }, {})).toBe(false);
    expect(canManageOrganizationUsers({ roles: ['CLIENT'], isFederatedSsoAccount: false }, undefined)).toBe(
      false,
    );
  });
  it('organisation language groups are editable by CLIENT and shown when any exist or for clients', () => {
    expect(canEditOrganizationLanguageGroups(['CLIENT'])).toBe(true);
    expect(canEditOrganizationLanguageGroups(['CLIENT_EMPLOYEE'])).toBe(false);
    expect(showsOrganizationLanguageGroups(['CLIENT_EMPLOYEE'], 0)).toBe(false);
    expect(showsOrganizationLanguageGroups(['CLIENT_EMPLOYEE'], 2)).toBe(true);
    expect(showsOrganizationLanguageGroups(['CLIENT'], 0)).toBe(true);
  });
  it('row actions are never offered on the own account', () => {
    expect(organizationUserActions({ email: 'Me@Acme.com', isAccountEnabled: true }, 'me@acme.com')).toEqual({
      disableMfa: false,
      disableAccount: false,
      enableAccount: false,
    });
  });
  it('an enabled account can be disabled and have MFA disabled', () => {
    expect(organizationUserActions({ email: 'a@acme.com', isAccountEnabled: true }, 'me@acme.com')).toEqual({
      disableMfa: true,
      disableAccount: true,
      enableAccount: false,
    });
  });
  it('a disabled account can only be enabled', () => {
    expect(organizationUserActions({ email: 'a@acme.com', isAccountEnabled: false }, 'me@acme.com')).toEqual({
      disableMfa: false,
      disableAccount: false,
      enableAccount: true,
    });
  });
});
