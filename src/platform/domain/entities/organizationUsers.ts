// The organisation's users as a client-role manager sees them: the contact, and its identity settings
// fetched per contact.

export interface ClientContact {
  /** The client contact id of the path /organizationClientContacts/{clientContactId}. */
  id: number;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

export interface IdentitySettings {
  username: string;
  isAccountEnabled: boolean;
  /** Present when asked for with includeMfaStatus. */
  isMfaEnabled?: boolean;
}

export interface IdentitySettingsQuery {
  email?: string;
  includeMfaStatus?: boolean;
}
