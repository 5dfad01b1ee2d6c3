// The user's account on the provider API, the sign-up payload and the enabled applications.

import type { Role } from '../roleNames';
import type { ClientConfig } from './clientConfig';
import type { CustomFieldValue } from './customField';
import type { Address } from './geography';

export interface UserAccount {
  loginName: string;
  email: string;
  roles: Role[];
  firstName?: string | null;
  lastName?: string | null;
  /** Missing for a client user who has not picked an organisation yet. */
  clientConfig?: ClientConfig | null;
}

/** POST /userAccount: sign-up and the sign-up prompt after a submission (which sends no custom values). */
export interface CreateUserAccountPayload {
  clientId: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /** Self-registration always creates a client employee. */
  role: 'CLIENT_EMPLOYEE';
  address?: Address;
  customFieldValues?: CustomFieldValue[];
}

export interface EnabledApplicationsResponse {
  /**
   * Application ids (see APPLICATION_IDS). Typed as strings because the server may enable tools this
   * portal does not know; the home page shows known ones only.
   */
  applicationIds: string[];
}
